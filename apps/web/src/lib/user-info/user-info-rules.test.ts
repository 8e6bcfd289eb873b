import { describe, expect, it } from 'vitest';
import {
  allowedWords,
  SUBSCRIPTION_RECHECK_MS,
  subscriptionNudge,
  subscriptionRecheckDelay,
  wordsToRequest,
  type SubscriptionNudgeContext,
} from './user-info-rules';

describe('user info select words', () => {
  it('drops points unless points_enabled and patreon unless patreon_enabled', () => {
    const words = ['avatar', 'points', 'patreon'] as const;
    expect(allowedWords(words, { points_enabled: false, patreon_enabled: false })).toEqual(['avatar']);
    expect(allowedWords(words, { points_enabled: true, patreon_enabled: false })).toEqual([
      'avatar',
      'points',
    ]);
    expect(allowedWords(words, { points_enabled: false, patreon_enabled: true })).toEqual([
      'avatar',
      'patreon',
    ]);
  });

  it('skips words whose fields are cached, and repeats', () => {
    const flags = { points_enabled: true, patreon_enabled: true };
    expect(wordsToRequest(['avatar', 'email', 'email', 'hash'], new Set(['email']), flags)).toEqual([
      'avatar',
      'hash',
    ]);
  });
});

describe('subscription nudge', () => {
  const JOINED_2020 = '2020-06-01T00:00:00.000Z';
  const JOINED_2024 = '2024-06-01T00:00:00.000Z';
  const context = (overrides: Partial<SubscriptionNudgeContext> = {}): SubscriptionNudgeContext => ({
    info: { hasSubscription: false, userCreated: JOINED_2020 },
    url: '/',
    menusHidden: false,
    deviceType: null,
    alertShown: false,
    ...overrides,
  });

  it('sends members without a subscription who joined after 2021-03-01 to the payment page', () => {
    expect(subscriptionNudge(context({ info: { hasSubscription: false, userCreated: JOINED_2024 } }))).toBe(
      'payment',
    );
    expect(
      subscriptionNudge(
        context({ info: { hasSubscription: false, userCreated: '2021-03-01T00:00:00.000Z' } }),
      ),
    ).toBe('subscribe-alert');
  });

  it('leaves members alone who are already on the payment page', () => {
    const info = { hasSubscription: false, userCreated: JOINED_2024 };
    expect(subscriptionNudge(context({ info, url: '/payment?plan=annual' }))).toBeNull();
  });

  it('lets members redeem a gift from the mailed link or finish a Patreon link instead of sending them to pay', () => {
    const info = { hasSubscription: false, userCreated: JOINED_2024 };
    expect(subscriptionNudge(context({ info, url: '/gift-subscriptions?code=GIFT1234' }))).toBeNull();
    expect(subscriptionNudge(context({ info, url: '/account/gift-subscriptions' }))).toBeNull();
    expect(subscriptionNudge(context({ info, url: '/patreon/callback?code=c&state=s' }))).toBeNull();
  });

  it('shows earlier members the subscribe alert once', () => {
    expect(subscriptionNudge(context())).toBe('subscribe-alert');
    expect(subscriptionNudge(context({ alertShown: true }))).toBeNull();
  });

  it.each([
    ['on a payment page', { url: '/payment' }],
    ['on a legal documents page', { url: '/legaldocuments?type=privacy-policy' }],
    ['with hidden menus', { menusHidden: true }],
    ['on iOS', { deviceType: 'ios' as const }],
  ])('skips the alert %s', (_situation, overrides) => {
    expect(subscriptionNudge(context(overrides))).toBeNull();
  });

  it('does nothing for subscribers, or before the subscription is known', () => {
    expect(
      subscriptionNudge(context({ info: { hasSubscription: true, userCreated: JOINED_2024 } })),
    ).toBeNull();
    expect(subscriptionNudge(context({ info: { userCreated: JOINED_2024 } }))).toBeNull();
  });

  it('re-checks the subscription when its end is under an hour away', () => {
    const now = Date.UTC(2025, 0, 1);
    const end = (ms: number) => new Date(now + ms).toISOString();
    expect(subscriptionRecheckDelay(end(3 * SUBSCRIPTION_RECHECK_MS), now)).toBe(2 * SUBSCRIPTION_RECHECK_MS);
    expect(subscriptionRecheckDelay(end(SUBSCRIPTION_RECHECK_MS - 1), now)).toBe(0);
    expect(subscriptionRecheckDelay(null, now)).toBeNull();
  });
});
