import { z } from 'zod';

/** One change made through the console (GET /v1/admin/audit). */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ userId: z.string().nullable(), displayName: z.string() }),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string() }),
  before: z.unknown(),
  after: z.unknown(),
  created: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditQuerySchema = z.object({
  /** An action, or the start of one: 'chat.' finds every chat action. */
  action: z.string().trim().max(100).optional(),
  actorId: z.uuid('Not a member id.').optional(),
  targetType: z.string().trim().max(100).optional(),
  targetId: z.string().trim().max(200).optional(),
  since: z.iso
    .datetime({ offset: true, message: 'A date and time, such as 2026-01-31T00:00:00Z.' })
    .optional(),
  until: z.iso
    .datetime({ offset: true, message: 'A date and time, such as 2026-01-31T00:00:00Z.' })
    .optional(),
  /** Entries older than this id: the next page. */
  beforeId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditPageSchema = z.object({ entries: z.array(AuditEntrySchema), hasMore: z.boolean() });
export type AuditPage = z.infer<typeof AuditPageSchema>;
