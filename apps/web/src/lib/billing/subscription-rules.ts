import type { Subscription } from '@crewcast/contracts/billing';

/** Whether the subscription still gives access: anything but one that was cancelled and has run out. */
export function givesAccess(subscription: Subscription | null | undefined, now: number): boolean {
  if (!subscription) return false;
  return subscription.status !== 'canceled' || Date.parse(subscription.currentPeriodEnd) > now;
}

/** Cancelled by the member: access lasts until the end of the paid (or trial) period, then stops. */
export function isCancelled(subscription: Subscription): boolean {
  return subscription.cancelAtPeriodEnd || subscription.status === 'canceled';
}

export type SubscriptionState = 'trial' | 'active' | 'payment-failed' | 'cancelled' | 'gift';

/** The one state the member is told about, the most pressing first. */
export function subscriptionState(subscription: Subscription): SubscriptionState {
  if (subscription.prepaid && subscription.cancelAtPeriodEnd) return 'gift';
  if (isCancelled(subscription)) return 'cancelled';
  if (subscription.paymentFailed || subscription.status === 'past_due') return 'payment-failed';
  if (subscription.status === 'trialing') return 'trial';
  return 'active';
}
