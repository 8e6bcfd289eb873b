import { z } from 'zod';

/** GET /v1/points/ and POST /v1/points/recalculate: the member's Producer Points. */
export const PointsSchema = z.object({
  points: z.number().int(),
  pointsAvailable: z.number().int(),
  pointsGained: z.number().int(),
  pointsSpent: z.number().int(),
});
export type Points = z.infer<typeof PointsSchema>;
