import { z } from 'zod';
import { MediaWithProgressSchema } from './content';
import { RowIdParamSchema } from './ids';

export const RECOMMENDATION_TYPES = [
  'continue-watching',
  'trending',
  'new',
  'because-you-watched',
  'popular',
] as const;
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];
export const DEFAULT_RECOMMENDATION_COUNT = 20;

const count = z.coerce.number().int().min(1).max(100).default(DEFAULT_RECOMMENDATION_COUNT);
const recommendationId = z.uuid().optional();

export const RecommendationTypeParamsSchema = z.object({ type: z.enum(RECOMMENDATION_TYPES) });
export const RecommendationQuerySchema = z.object({
  count,
  recommendationId,
  seasonId: RowIdParamSchema.optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export const UpNextQuerySchema = z.object({
  count,
  recommendationId,
  seasonId: RowIdParamSchema.optional(),
});
export const BatchQuerySchema = z.object({
  count,
  recommendationId,
  types: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((type) => type.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(RECOMMENDATION_TYPES)).min(1).max(RECOMMENDATION_TYPES.length)),
});

export const RecommendationSchema = z.object({
  recommendationId: z.uuid(),
  type: z.string(),
  media: z.array(MediaWithProgressSchema),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;
export const BatchRecommendationSchema = z.object({
  recommendationId: z.uuid(),
  results: z.array(RecommendationSchema),
});
