import { z } from 'zod';
import { PAYMENT_PROVIDERS, PlanSchema } from './billing';
import { CouponSchema } from './coupons';

const MAX_CENTS = 1_000_000_00;

/** A member as the console's billing lists name them. */
const MemberRefSchema = z.object({ userId: z.string(), email: z.string(), displayName: z.string() });

/** A Stripe object's id with its prefix (such as price_), or nothing: an empty field is stored as null. */
function optionalStripeId(prefix: string, message: string) {
  return z
    .string()
    .trim()
    .max(200)
    .regex(new RegExp(`^(${prefix}[A-Za-z0-9]+)?$`), message)
    .transform((value) => value || null)
    .nullable()
    .default(null);
}

/** A plan as the console shows it (GET /v1/admin/billing/plans). */
export const AdminPlanSchema = PlanSchema.extend({
  active: z.boolean(),
  stripePriceId: z.string().nullable(),
  /** Subscriptions that still give access, on this plan. */
  liveSubscriptions: z.number().int(),
  /** Of those, the ones paying an older price than the plan's current one. */
  onOlderPrice: z.number().int(),
});
export type AdminPlan = z.infer<typeof AdminPlanSchema>;

export const AdminPlanListSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  plans: z.array(AdminPlanSchema),
});
export type AdminPlanList = z.infer<typeof AdminPlanListSchema>;

/** POST /v1/admin/billing/reconcile: live Stripe subscriptions checked against Stripe, and those set right. */
export const ReconcileResultSchema = z.object({
  checked: z.number().int(),
  fixed: z.number().int(),
  /** Stripe could not be asked about these (logged, and tried again on the next run). */
  failed: z.number().int(),
});
export type ReconcileResult = z.infer<typeof ReconcileResultSchema>;

export const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;

/** A chargeback of a member's payment (GET /v1/admin/billing/disputes). */
export const AdminDisputeSchema = z.object({
  id: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  amountCents: z.number().int(),
  currency: z.string(),
  /** Stripe's reason, such as `fraudulent`. */
  reason: z.string(),
  /** What the disputed payment was for (its receipt's description). */
  description: z.string(),
  member: MemberRefSchema,
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type AdminDispute = z.infer<typeof AdminDisputeSchema>;
export const AdminDisputeListSchema = z.object({ disputes: z.array(AdminDisputeSchema) });
export type AdminDisputeList = z.infer<typeof AdminDisputeListSchema>;

export const PlanIdParamsSchema = z.object({ planId: z.string().trim().min(1).max(64) });

/** PUT /v1/admin/billing/plans/{planId}: a new price applies to subscriptions started from now on. */
export const UpdatePlanBodySchema = z.object({
  priceCents: z
    .number('A price in cents, such as 399.')
    .int('A price in whole cents, such as 399.')
    .min(0, 'A price cannot be negative.')
    .max(MAX_CENTS, 'That price is too high.'),
  pointsPerPeriod: z
    .number('A number of Producer Points.')
    .int('A whole number of Producer Points.')
    .min(0, 'Producer Points cannot be negative.')
    .max(100_000, 'At most 100000 Producer Points.'),
  active: z.boolean(),
  /** With Stripe billing: the Stripe price the plan sells as; a new price needs a new Stripe price. */
  stripePriceId: optionalStripeId('price_', 'A Stripe price id starts with price_.'),
});
export type UpdatePlanBody = z.input<typeof UpdatePlanBodySchema>;

/** A discount code as the console shows it (GET /v1/admin/coupons). */
export const AdminCouponSchema = CouponSchema.extend({
  expiresAt: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  redemptionCount: z.number().int(),
  stripePromotionCodeId: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
  status: z.enum(['active', 'expired', 'used-up', 'deactivated']),
  created: z.string(),
});
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;
export const AdminCouponListSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  coupons: z.array(AdminCouponSchema),
});
export type AdminCouponList = z.infer<typeof AdminCouponListSchema>;

export const AdminCouponQuerySchema = z.object({ search: z.string().trim().max(64).default('') });

export const CouponCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(64) });

/** POST /v1/admin/coupons. */
export const CreateCouponBodySchema = z.object({
  code: z
    .string('Enter a code.')
    .trim()
    .min(3, 'At least 3 characters.')
    .max(32, 'At most 32 characters.')
    .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only.')
    .transform((value) => value.toUpperCase()),
  percentOff: z
    .number('A percentage from 1 to 100.')
    .int('A whole percentage.')
    .min(1, 'At least 1 percent.')
    .max(100, 'At most 100 percent.'),
  durationInMonths: z
    .number('A number of months.')
    .int('A whole number of months.')
    .min(1, 'At least 1 month.')
    .max(36, 'At most 36 months.'),
  expiresAt: z.iso
    .datetime({ offset: true, message: 'A date and time, such as 2026-01-31T00:00:00Z.' })
    .nullable()
    .default(null),
  maxRedemptions: z
    .number('A number of redemptions.')
    .int('A whole number of redemptions.')
    .min(1, 'At least 1 redemption.')
    .max(1_000_000, 'At most 1000000 redemptions.')
    .nullable()
    .default(null),
  stripePromotionCodeId: optionalStripeId('promo_', 'A Stripe promotion code id starts with promo_.'),
});
export type CreateCouponBody = z.input<typeof CreateCouponBodySchema>;

/** DELETE /v1/admin/coupons/{code}: only a code nobody redeemed. */
export const CouponDeletedSchema = z.object({ deleted: z.literal(true) });

export const GIFT_STATUSES = ['pending', 'redeemed'] as const;

/** A gift subscription as the console shows it (GET /v1/admin/gifts). */
export const AdminGiftSchema = z.object({
  id: z.string(),
  code: z.string(),
  months: z.number().int(),
  priceCents: z.number().int(),
  currency: z.string(),
  status: z.enum(GIFT_STATUSES),
  purchaser: MemberRefSchema,
  recipientEmail: z.string().nullable(),
  redeemedBy: MemberRefSchema.nullable(),
  redeemedAt: z.string().nullable(),
  created: z.string(),
});
export type AdminGift = z.infer<typeof AdminGiftSchema>;

export const AdminGiftQuerySchema = z.object({
  /** Part of a code, or of the purchaser's, recipient's or redeemer's email. */
  search: z.string().trim().max(100).default(''),
  status: z.enum(GIFT_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminGiftQuery = z.infer<typeof AdminGiftQuerySchema>;

export const AdminGiftPageSchema = z.object({
  gifts: z.array(AdminGiftSchema),
  totals: z.object({ sold: z.number().int(), redeemed: z.number().int() }),
});
export type AdminGiftPage = z.infer<typeof AdminGiftPageSchema>;
