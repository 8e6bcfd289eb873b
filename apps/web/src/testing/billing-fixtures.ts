import type { BillingOptions, Plan, Subscription } from '@crewcast/contracts/billing';

export const MONTHLY: Plan = {
  id: 'monthly',
  name: 'Monthly',
  interval: 'month',
  priceCents: 399,
  currency: 'usd',
  trialDays: 14,
  pointsPerPeriod: 2,
  badge: null,
};

export const ANNUAL: Plan = {
  id: 'annual',
  name: 'Annual',
  interval: 'year',
  priceCents: 3999,
  currency: 'usd',
  trialDays: 14,
  pointsPerPeriod: 30,
  badge: 'annual',
};

/** GET /v1/billing/options of the test provider, for a member who still has the free trial. */
export function billingOptions(overrides: Partial<BillingOptions> = {}): BillingOptions {
  return { provider: 'test', testMode: true, plans: [MONTHLY, ANNUAL], trialAvailable: true, ...overrides };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** A monthly subscription 4 days into its 14-day trial, paid with the test Visa. */
export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  const trialEnd = daysFromNow(10);
  return {
    id: 'sub_1',
    status: 'trialing',
    plan: MONTHLY,
    provider: 'test',
    trialEnd,
    currentPeriodStart: daysFromNow(-4),
    currentPeriodEnd: trialEnd,
    cancelAtPeriodEnd: false,
    nextCharge: { at: trialEnd, amountCents: 399, currency: 'usd' },
    card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2034 },
    discount: null,
    prepaid: false,
    paymentFailed: false,
    canUpdatePlan: true,
    hasPortal: false,
    ...overrides,
  };
}
