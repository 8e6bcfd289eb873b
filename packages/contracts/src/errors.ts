import { z } from 'zod';

/** The body of every 4xx/5xx answer. */
export const ErrorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  /** A numeric code the clients know, where one exists (1011: too many registrations). */
  code: z.number().int().optional(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
