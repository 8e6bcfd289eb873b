import { describe, expect, it } from 'vitest';
import { subscription } from '@/testing/billing-fixtures';
import { givesAccess, isCancelled, subscriptionState } from './subscription-rules';

describe('subscription rules', () => {
  const now = Date.now();
  const past = new Date(now - 1000).toISOString();
  const future = new Date(now + 86_400_000).toISOString();

  it('gives access until a cancelled subscription runs out', () => {
    expect(givesAccess(null, now)).toBe(false);
    expect(givesAccess(subscription(), now)).toBe(true);
    expect(givesAccess(subscription({ status: 'canceled', currentPeriodEnd: future }), now)).toBe(true);
    expect(givesAccess(subscription({ status: 'canceled', currentPeriodEnd: past }), now)).toBe(false);
  });

  it('tells the most pressing state', () => {
    expect(subscriptionState(subscription())).toBe('trial');
    expect(subscriptionState(subscription({ status: 'active' }))).toBe('active');
    expect(subscriptionState(subscription({ status: 'active', paymentFailed: true }))).toBe('payment-failed');
    expect(subscriptionState(subscription({ status: 'past_due' }))).toBe('payment-failed');
    expect(subscriptionState(subscription({ status: 'active', cancelAtPeriodEnd: true }))).toBe('cancelled');
    expect(isCancelled(subscription({ status: 'canceled' }))).toBe(true);
    const gift = subscription({ status: 'active', cancelAtPeriodEnd: true, card: null, prepaid: true });
    expect(subscriptionState(gift)).toBe('gift');
    // Once a card is added and the subscription resumed, it renews like any other.
    expect(subscriptionState({ ...gift, cancelAtPeriodEnd: false })).toBe('active');
  });
});
