/**
 * The plain values of billing.ts, kept apart from its schemas so that the web app imports them without zod;
 * billing.ts re-exports them.
 */

/** The header that makes a purchase safe to repeat: the same key never pays twice. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export type BillingInterval = 'month' | 'year';

export const MONTHS_PER_INTERVAL: Record<BillingInterval, number> = { month: 1, year: 12 };

/**
 * The part of a charge a discount covers: `percentOff` of the months it still has left, up to the months the
 * charge pays for (an annual charge with 3 discounted months left gets a quarter of the percentage).
 */
export function discountFor(
  priceCents: number,
  interval: BillingInterval,
  discount: { percentOff: number; monthsRemaining: number } | null,
): { discountCents: number; monthsUsed: number } {
  if (!discount || discount.monthsRemaining <= 0) return { discountCents: 0, monthsUsed: 0 };
  const intervalMonths = MONTHS_PER_INTERVAL[interval];
  const monthsUsed = Math.min(discount.monthsRemaining, intervalMonths);
  const discountCents = Math.round((priceCents * discount.percentOff * monthsUsed) / (100 * intervalMonths));
  return { discountCents, monthsUsed };
}
