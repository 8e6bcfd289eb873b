import type { ErrorRules } from '@/lib/errors/request-errors';

/** How the subscription's actions (cancel, resume, change plan, the billing portal) read the server's refusals. */
export const SUBSCRIPTION_ACTION_RULES: ErrorRules = {
  codes: { PAYMENT_DECLINED: 'payment.error.declined' },
  fallback: 'subscription.actionFailed',
};
