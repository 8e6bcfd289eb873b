import { z } from 'zod';
import { CardInputSchema } from './billing';

import { GIFT_MESSAGE_MAX_LENGTH } from './constants/gifts';
export { GIFT_MESSAGE_MAX_LENGTH } from './constants/gifts';

/** The lengths a gift subscription can be bought for. */
export const GIFT_MONTHS = [1, 3, 6, 12] as const;

export const GiftOptionSchema = z.object({
  months: z.number().int(),
  priceCents: z.number().int(),
  currency: z.string(),
});
export const GiftOptionsSchema = z.object({
  testMode: z.boolean(),
  options: z.array(GiftOptionSchema),
});
export type GiftOptions = z.infer<typeof GiftOptionsSchema>;

export const GiftSchema = z.object({
  id: z.string(),
  months: z.number().int(),
  priceCents: z.number().int(),
  currency: z.string(),
  /** Shown to the buyer only: whoever has it can redeem it. */
  code: z.string(),
  /** Where the redeem link was mailed; null for a gift bought as a code. */
  recipientEmail: z.string().nullable(),
  message: z.string(),
  status: z.enum(['pending', 'redeemed']),
  createdAt: z.string(),
  redeemedAt: z.string().nullable(),
});
export type Gift = z.infer<typeof GiftSchema>;
export const GiftListSchema = z.array(GiftSchema);
export const GiftParamsSchema = z.object({ id: z.uuid() });

/** POST /v1/gifts, with an Idempotency-Key header. Without recipientEmail the gift is a code to pass on. */
export const BuyGiftBodySchema = z.object({
  months: z.union(GIFT_MONTHS.map((months) => z.literal(months))),
  recipientEmail: z.string().trim().toLowerCase().pipe(z.email().max(254)).optional(),
  message: z.string().trim().max(GIFT_MESSAGE_MAX_LENGTH).default(''),
  card: CardInputSchema.optional(),
});

export const BuyGiftResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('complete'), gift: GiftSchema }),
  z.object({ status: z.literal('redirect'), url: z.string() }),
]);

/** POST /v1/gifts/redeem. */
export const RedeemGiftBodySchema = z.object({
  code: z.string().trim().min(1, 'Enter the gift code.').max(64),
});
export const RedeemGiftResultSchema = z.object({
  months: z.number().int(),
  /** The member's access now lasts until this time. */
  subscriptionEndDate: z.string(),
});
