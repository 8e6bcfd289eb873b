import { z } from 'zod';

/** One month of the dashboard: paying subscribers at its end, trials and cancellations in it, revenue paid. */
export const DashboardMonthSchema = z.object({
  /** YYYY-MM, in UTC. */
  month: z.string(),
  subscribers: z.number().int(),
  trials: z.number().int(),
  cancellations: z.number().int(),
  revenueCents: z.number().int(),
});
export type DashboardMonth = z.infer<typeof DashboardMonthSchema>;

export const MEDIA_ASSET_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const;

/** GET /v1/admin/dashboard. */
export const DashboardSchema = z.object({
  /** The plans' currency (ISO 4217, lower case), in which revenue is counted. */
  currency: z.string(),
  thisMonth: DashboardMonthSchema,
  /** The last twelve months, oldest first; the last is this month so far. */
  months: z.array(DashboardMonthSchema),
  recentUploads: z.array(
    z.object({
      assetId: z.string(),
      /** The episode using it, when one does. */
      title: z.string().nullable(),
      status: z.enum(MEDIA_ASSET_STATUSES),
      error: z.string().nullable(),
      durationSeconds: z.number().nullable(),
      created: z.string(),
    }),
  ),
  /** The streams live now and their viewers. */
  live: z.array(z.object({ livestreamId: z.string(), title: z.string(), viewers: z.number().int() })),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
