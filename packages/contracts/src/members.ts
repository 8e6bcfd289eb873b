import { z } from 'zod';
import { ReceiptListSchema, SubscriptionSchema } from './billing';
import { DeviceSchema } from './devices';
import { PointsSchema } from './points';

/** The console's Members area (/v1/admin/members). */

const reasonRequired = z
  .string()
  .trim()
  .min(1, 'Give a reason; it is kept in the audit log.')
  .max(500, 'Keep the reason under 500 characters.');

export const MemberSearchQuerySchema = z.object({
  /** Part of an email address or display name, in any letter case; empty lists every member, newest first. */
  search: z.string().trim().max(254).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type MemberSearchQuery = z.infer<typeof MemberSearchQuerySchema>;

export const MemberSummarySchema = z.object({
  userId: z.string(),
  email: z.string(),
  displayName: z.string(),
  accountType: z.number().int(),
  created: z.string(),
  verified: z.boolean(),
  banned: z.boolean(),
  deletionRequested: z.boolean(),
});
export type MemberSummary = z.infer<typeof MemberSummarySchema>;

export const MemberSearchPageSchema = z.object({
  members: z.array(MemberSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type MemberSearchPage = z.infer<typeof MemberSearchPageSchema>;

export const MemberProfileSchema = MemberSummarySchema.extend({
  deleteRequest: z
    .object({ requestedAt: z.string(), deleteAfter: z.string(), reason: z.string() })
    .nullable(),
  ban: z.object({ bannedAt: z.string(), reason: z.string() }).nullable(),
});
export type MemberProfile = z.infer<typeof MemberProfileSchema>;

export const PointsLedgerEntrySchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  reason: z.string(),
  reference: z.string(),
  created: z.string(),
});
export type PointsLedgerEntry = z.infer<typeof PointsLedgerEntrySchema>;

/** A device sign-in that is still open: its refresh token has not been used, revoked or let expire. */
export const MemberSessionSchema = z.object({
  deviceIdentifier: z.string(),
  /** When the session last signed in or renewed. */
  lastActive: z.string(),
  expires: z.string(),
});
export type MemberSession = z.infer<typeof MemberSessionSchema>;

export const BadgeGrantSchema = z.object({ type: z.string(), reason: z.string(), created: z.string() });
export type BadgeGrant = z.infer<typeof BadgeGrantSchema>;

export const MemberDetailSchema = z.object({
  profile: MemberProfileSchema,
  subscription: SubscriptionSchema.nullable(),
  /** Official and Creator accounts watch everything without a subscription. */
  complimentary: z.boolean(),
  receipts: ReceiptListSchema,
  points: PointsSchema,
  /** The newest ledger entries first. */
  ledger: z.array(PointsLedgerEntrySchema),
  devices: z.array(DeviceSchema),
  sessions: z.array(MemberSessionSchema),
  badges: z.array(BadgeGrantSchema),
});
export type MemberDetail = z.infer<typeof MemberDetailSchema>;

export const MemberIdParamsSchema = z.object({ userId: z.uuid('Not a member id.') });

/** POST /v1/admin/members/{userId}/receipts/{receiptId}/refund (test mode: Stripe refunds reach the site by webhook). */
export const ReceiptParamsSchema = MemberIdParamsSchema.extend({ receiptId: z.uuid('Not a receipt id.') });
export const RefundBodySchema = z.object({ reason: reasonRequired });
export type RefundBody = z.infer<typeof RefundBodySchema>;

export const SUBSCRIPTION_TIME_UNITS = ['days', 'months'] as const;
export type SubscriptionTimeUnit = (typeof SUBSCRIPTION_TIME_UNITS)[number];
/** The most one grant may add. */
export const MAX_GRANT = { days: 366, months: 24 } as const satisfies Record<SubscriptionTimeUnit, number>;

export const GrantTimeBodySchema = z
  .object({
    amount: z.number().int('A whole number.').min(1, 'At least 1.'),
    unit: z.enum(SUBSCRIPTION_TIME_UNITS),
    reason: reasonRequired,
  })
  .superRefine((body, context) => {
    if (body.amount > MAX_GRANT[body.unit])
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: `At most ${MAX_GRANT[body.unit]} ${body.unit} at a time.`,
      });
  });
export type GrantTimeBody = z.infer<typeof GrantTimeBodySchema>;

export const MAX_POINTS_ADJUSTMENT = 1_000_000;

export const AdjustPointsBodySchema = z.object({
  /** Positive adds points, negative takes them away. */
  amount: z
    .number()
    .int('A whole number.')
    .min(-MAX_POINTS_ADJUSTMENT)
    .max(MAX_POINTS_ADJUSTMENT)
    .refine((amount) => amount !== 0, 'Enter a number of points other than zero.'),
  reason: reasonRequired,
});
export type AdjustPointsBody = z.infer<typeof AdjustPointsBodySchema>;

export const AccountTypeBodySchema = z.object({
  accountType: z
    .number()
    .int()
    .min(0, 'Normal 0, Free 1, Official 2 or Creator 3.')
    .max(3, 'Normal 0, Free 1, Official 2 or Creator 3.'),
});

export const MemberBanBodySchema = z.object({ reason: reasonRequired });

export const MemberDeletionBodySchema = z.object({
  reason: z.string().trim().max(500, 'Keep the reason under 500 characters.').default(''),
});
