/** Business constants of SPEC section 9 that more than one screen states. */

/** Every subscription starts with this many free days. */
export const FREE_TRIAL_DAYS = 14;

/** Members' discount on merchandise, in percent. */
export const MERCH_DISCOUNT_PERCENT = 15;

/** Subscription plans: price in US cents and the Producer Points each one earns. */
export const PLANS = [
  { id: 'monthly', priceCents: 399, points: 2 },
  { id: 'annual', priceCents: 3999, points: 30 },
] as const;
