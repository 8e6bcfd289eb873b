import { z } from 'zod';

export { IDEMPOTENCY_HEADER } from './constants/billing';

/** SPEC section 9: every subscription starts with this many free days, once per account. */
export const TRIAL_DAYS = 14;

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDERS)[number];

export const PlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  interval: z.enum(['month', 'year']),
  priceCents: z.number().int(),
  currency: z.string(),
  trialDays: z.number().int(),
  /** Producer Points earned with each paid period. */
  pointsPerPeriod: z.number().int(),
  /** The profile badge type granted on subscribing, if the plan has one. */
  badge: z.string().nullable(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const BillingOptionsSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** True with the offline test provider: the checkout says so and takes only test card numbers. */
  testMode: z.boolean(),
  plans: z.array(PlanSchema),
  /** Whether this member may still start a free trial. Always true when logged out. */
  trialAvailable: z.boolean(),
});
export type BillingOptions = z.infer<typeof BillingOptionsSchema>;

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const CardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type Card = z.infer<typeof CardSchema>;

export const DiscountSchema = z.object({
  code: z.string(),
  percentOff: z.number().int(),
  /** Months of charges the discount still covers. */
  monthsRemaining: z.number().int(),
});

export const SubscriptionSchema = z.object({
  id: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: PlanSchema,
  provider: z.enum(PAYMENT_PROVIDERS),
  /** End of the trial, when the subscription has or had one. */
  trialEnd: z.string().nullable(),
  currentPeriodStart: z.string(),
  /** Access lasts until this time; the next charge is due then unless the subscription is cancelled. */
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  /** When the next charge is made and how much it will be (after any discount); null when none is due. */
  nextCharge: z.object({ at: z.string(), amountCents: z.number().int(), currency: z.string() }).nullable(),
  card: CardSchema.nullable(),
  discount: DiscountSchema.nullable(),
  /** Paid ahead by a gift with no card on file: access ends with the paid time unless a card is added. */
  prepaid: z.boolean(),
  /** A renewal failed and is being retried: the card needs attention. */
  paymentFailed: z.boolean(),
  canUpdatePlan: z.boolean(),
  /** A portal (Stripe) for cards and invoices exists; otherwise the card is changed in the app. */
  hasPortal: z.boolean(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** GET /v1/subscription: the member's current subscription, or null. */
export const CurrentSubscriptionSchema = z.object({ subscription: SubscriptionSchema.nullable() });

/** A card as typed in the test-mode checkout (never stored; only brand, last four digits and expiry are kept). */
export const CardInputSchema = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the card number.')),
  expMonth: z.coerce
    .number()
    .int()
    .min(1, 'Enter a valid expiry month.')
    .max(12, 'Enter a valid expiry month.'),
  expYear: z.coerce.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code.'),
  name: z.string().trim().max(120).default(''),
});
export type CardInput = z.infer<typeof CardInputSchema>;

/** A page of the site to go back to: a path on it, never an address elsewhere ('//host', '/\\host'). */
export const SitePathSchema = z
  .string()
  .max(512)
  .regex(/^\/([^/\s\\][^\s\\]*)?$/, 'Give a path on this site.');

/**
 * POST /v1/checkout, with an Idempotency-Key header. The card is required by the test provider only; `coupon` is a
 * discount code for the new subscription; `returnTo` is the page the member was on, for the provider's way back.
 */
export const CheckoutBodySchema = z.object({
  planId: z.string().min(1),
  card: CardInputSchema.optional(),
  coupon: z.string().trim().min(1).max(64).optional(),
  returnTo: SitePathSchema.optional(),
});

/** Either done at once (test provider) or continued on the provider's page (Stripe Checkout). */
export const CheckoutResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('complete'), subscription: SubscriptionSchema }),
  z.object({ status: z.literal('redirect'), url: z.string() }),
]);
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

export const ChangePlanBodySchema = z.object({ planId: z.string().min(1) });
export const UpdateCardBodySchema = z.object({ card: CardInputSchema });
export const PortalSchema = z.object({ url: z.string() });

export const ReceiptSchema = z.object({
  id: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  discountCents: z.number().int(),
  currency: z.string(),
  // Disputed: a chargeback not yet decided holds the payment.
  status: z.enum(['paid', 'failed', 'refunded', 'disputed']),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  createdAt: z.string(),
  failureMessage: z.string().nullable(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;
export const ReceiptListSchema = z.array(ReceiptSchema);
