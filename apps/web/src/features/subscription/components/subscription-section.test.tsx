import type { Receipt } from '@crewcast/contracts/billing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { visitExternalPage } from '@/lib/external-navigation';
import { ANNUAL, billingOptions, subscription } from '@/testing/billing-fixtures';
import { errorAnswer, fakeApi, fakeRequests, type FakeRoutes } from '@/testing/fake-api';
import { fill } from '@/testing/fill';
import { remoteConfig, translations } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';
import { logIn, MEMBER_ROUTES } from '@/testing/session';

const strings = translations({
  'subscription.title': 'Subscription',
  'subscription.state.trial.other': 'Free trial · |0 days left',
  'subscription.state.active': 'Active',
  'subscription.state.cancelled': 'Cancelled',
  'subscription.state.gift': 'Gift',
  'subscription.line.gift': 'Your gift lasts until |0.',
  'subscription.state.payment-failed': 'Payment failed',
  'subscription.line.cancelled': 'You have access until |0.',
  'subscription.nextCharge.value': '|0 on |1',
  'subscription.discount.value.other': '|0: |1% off, |2 more months',
  'subscription.card.value': '|0 ending in |1, expires |2',
  'subscription.cancel': 'Cancel subscription',
  'subscription.cancel.confirm.title': 'Cancel your subscription?',
  'subscription.cancel.confirm.submit': 'Yes, cancel',
  'subscription.cancel.confirm.keep': 'Keep subscription',
  'subscription.resume': 'Resume subscription',
  'subscription.changePlan': 'Change plan',
  'subscription.changePlan.submit': 'Switch plan',
  'subscription.updateCard': 'Update card',
  'subscription.addCard': 'Add card',
  'subscription.updateCard.submit': 'Save card',
  'subscription.portal': 'Manage billing',
  'subscription.none.subscribe': 'Subscribe',
  'subscription.link.discountCode': 'Redeem a discount code',
  'subscription.link.gifts': 'Gift subscriptions',
  'subscription.receipts.status.paid': 'Paid',
  'subscription.receipts.status.failed': 'Failed',
  'subscription.receipts.status.refunded': 'Refunded',
  'subscription.trial.perks': 'Points come with your first payment, on |0.',
  'subscription.trial.perks.badge': 'Points and badge come with your first payment, on |0.',
  'subscription.trial.perks.cancelled': 'A trial that ends without a payment earns nothing.',
  'subscription.points.value': '|0 to spend',
  'subscription.points.negative': '|0: a refund took back spent points.',
  'payment.card.number': 'Card number',
  'payment.card.expiry': 'Expiry date',
  'payment.card.cvc': 'CVC',
  'payment.card.name': 'Name on card',
});

const RECEIPTS: Receipt[] = [
  {
    id: 'r2',
    description: 'Monthly plan',
    amountCents: 319,
    discountCents: 80,
    currency: 'usd',
    status: 'failed',
    periodStart: null,
    periodEnd: null,
    createdAt: '2026-02-01T10:00:00Z',
    failureMessage: 'Your card was declined.',
  },
  {
    id: 'r1',
    description: 'Monthly plan',
    amountCents: 399,
    discountCents: 0,
    currency: 'usd',
    status: 'paid',
    periodStart: null,
    periodEnd: null,
    createdAt: '2026-01-01T10:00:00Z',
    failureMessage: null,
  },
];

function renderAccount(routes: FakeRoutes = {}, config = remoteConfig()) {
  logIn();
  const fetchMock = fakeApi({
    ...MEMBER_ROUTES,
    'GET /v1/emailPreferences': { newsletter: true, newShows: false, greenlight: true },
    'GET /v2/pushnotification/type': { pushNotificationType: 'important' },
    'GET /v1/subscription': { subscription: subscription() },
    'GET /v1/subscription/receipts': [],
    'GET /v1/billing/options': billingOptions(),
    ...routes,
  });
  const view = renderAppAt('/account', { config, strings });
  return { ...view, fetchMock };
}

const section = async () => screen.findByRole('region', { name: 'Subscription' });

// The account page loads lazily and is compiled on first import: done here, so no test's wait for the screen
// pays for it on a busy machine.
beforeAll(() => import('@/app/pages/account-page-with-billing'), 60_000);

describe('the account page’s subscription', () => {
  it('shows the plan, the trial’s days left, the next charge, the discount and the card', async () => {
    renderAccount({
      'GET /v1/subscription': {
        subscription: subscription({ discount: { code: 'CREW20', percentOff: 20, monthsRemaining: 3 } }),
      },
    });
    const region = await section();
    expect(await within(region).findByRole('heading', { name: 'Monthly' })).toBeTruthy();
    expect(within(region).getByText('Free trial · 10 days left')).toBeTruthy();
    expect(within(region).getByText(/^\$3\.99 on /)).toBeTruthy();
    expect(within(region).getByText('CREW20: 20% off, 3 more months')).toBeTruthy();
    expect(within(region).getByText('Visa ending in 4242, expires 12/34')).toBeTruthy();
    expect(await within(region).findByText('[]subscription.receipts.empty')).toBeTruthy();
  });

  it('says a trial’s plan points and badge come with the first payment', async () => {
    renderAccount({ 'GET /v1/subscription': { subscription: subscription({ plan: ANNUAL }) } });
    const region = await section();
    expect(
      await within(region).findByText(/^Points and badge come with your first payment, on /),
    ).toBeTruthy();
  });

  it('says nothing is earned by a trial cancelled before its first payment', async () => {
    renderAccount({
      'GET /v1/subscription': { subscription: subscription({ cancelAtPeriodEnd: true, nextCharge: null }) },
    });
    const region = await section();
    expect(
      await within(region).findByText('A trial that ends without a payment earns nothing.'),
    ).toBeTruthy();
  });

  it('explains a balance a refund took below zero', async () => {
    renderAccount(
      { 'GET /v1/points/': { points: -25, pointsAvailable: -25, pointsGained: 30, pointsSpent: 55 } },
      remoteConfig({ points_enabled: true }),
    );
    const region = await section();
    expect(await within(region).findByText('-25: a refund took back spent points.')).toBeTruthy();
  });

  it('asks before cancelling, then shows access until the end of the period', async () => {
    const cancelled = subscription({ cancelAtPeriodEnd: true, nextCharge: null });
    const { fetchMock } = renderAccount({ 'POST /v1/subscription/cancel': { subscription: cancelled } });
    const region = await section();
    await userEvent.click(await within(region).findByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Cancel your subscription?' })).getByRole('button', {
        name: 'Keep subscription',
      }),
    );
    expect(fakeRequests(fetchMock).some(({ path }) => path === '/v1/subscription/cancel')).toBe(false);

    await userEvent.click(within(region).getByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await within(region).findByText('Cancelled')).toBeTruthy();
    expect(within(region).getByText(/^You have access until /)).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Resume subscription' })).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('resumes a cancelled subscription', async () => {
    const { fetchMock } = renderAccount({
      'GET /v1/subscription': { subscription: subscription({ cancelAtPeriodEnd: true }) },
      'POST /v1/subscription/resume': { subscription: subscription() },
    });
    const region = await section();
    await userEvent.click(await within(region).findByRole('button', { name: 'Resume subscription' }));
    expect(await within(region).findByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    expect(fakeRequests(fetchMock).some(({ path }) => path === '/v1/subscription/resume')).toBe(true);
  });

  it('shows time paid by a gift as a gift, asking for a card rather than offering to resume', async () => {
    const giftEnd = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();
    renderAccount({
      'GET /v1/subscription': {
        subscription: subscription({
          status: 'active',
          trialEnd: null,
          currentPeriodEnd: giftEnd,
          cancelAtPeriodEnd: true,
          nextCharge: null,
          card: null,
          prepaid: true,
        }),
      },
    });
    const region = await section();
    expect(await within(region).findByText('Gift')).toBeTruthy();
    expect(within(region).getByText(/^Your gift lasts until /)).toBeTruthy();
    expect(within(region).queryByText('Cancelled')).toBeNull();
    expect(await within(region).findByRole('button', { name: 'Add card' })).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Resume subscription' })).toBeNull();
  });

  it('takes no card in the app where Stripe takes the cards', async () => {
    renderAccount({
      'GET /v1/billing/options': billingOptions({ provider: 'stripe', testMode: false }),
      'GET /v1/subscription': {
        subscription: subscription({ cancelAtPeriodEnd: true, nextCharge: null, card: null, prepaid: true }),
      },
    });
    const region = await section();
    expect(await within(region).findByText('Gift')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Add card' })).toBeNull();
  });

  it('changes the plan in a dialog', async () => {
    const { fetchMock } = renderAccount({
      'PUT /v1/subscription/plan': { subscription: subscription({ plan: ANNUAL }) },
    });
    const region = await section();
    await userEvent.click(await within(region).findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: '[]subscription.changePlan.title' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Annual' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(region).findByRole('heading', { name: 'Annual' })).toBeTruthy();
    expect(fakeRequests(fetchMock).find(({ path }) => path === '/v1/subscription/plan')?.body).toEqual({
      planId: 'annual',
    });
  });

  it('updates the card of a test-mode subscription, and points failed payments at it', async () => {
    const { fetchMock } = renderAccount({
      'GET /v1/subscription': { subscription: subscription({ status: 'past_due', paymentFailed: true }) },
      'PUT /v1/subscription/card': {
        subscription: subscription({
          card: { brand: 'Mastercard', last4: '4444', expMonth: 1, expYear: 2031 },
        }),
      },
    });
    const region = await section();
    expect(await within(region).findByText('Payment failed')).toBeTruthy();
    await userEvent.click(await within(region).findByRole('button', { name: 'Update card' }));
    const dialog = await screen.findByRole('dialog');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Card number'));
    await fill(within(dialog).getByLabelText('Card number'), '5555555555554444');
    await fill(within(dialog).getByLabelText('Expiry date'), '0131');
    await fill(within(dialog).getByLabelText('CVC'), '321');
    await fill(within(dialog).getByLabelText('Name on card'), 'Ada Lovelace');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(region).findByText('Mastercard ending in 4444, expires 01/31')).toBeTruthy();
    expect(fakeRequests(fetchMock).find(({ path }) => path === '/v1/subscription/card')?.body).toEqual({
      card: { number: '5555555555554444', expMonth: 1, expYear: 2031, cvc: '321', name: 'Ada Lovelace' },
    });
  });

  it('opens the provider’s billing portal when there is one', async () => {
    renderAccount({
      'GET /v1/subscription': { subscription: subscription({ provider: 'stripe', hasPortal: true }) },
      'POST /v1/billing/portal': { url: 'https://billing.stripe.test/p/session_1' },
    });
    const region = await section();
    expect(within(region).queryByRole('button', { name: 'Update card' })).toBeNull();
    await userEvent.click(await within(region).findByRole('button', { name: 'Manage billing' }));
    await waitFor(() =>
      expect(vi.mocked(visitExternalPage)).toHaveBeenCalledWith(
        new URL('https://billing.stripe.test/p/session_1'),
      ),
    );
  });

  it('says in the member’s words that an action was refused', async () => {
    renderAccount({
      'POST /v1/subscription/cancel': errorAnswer(409, 'CONFLICT', 'This subscription has already ended.'),
    });
    const region = await section();
    await userEvent.click(await within(region).findByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('[]subscription.actionFailed')).toBeTruthy();
    expect(screen.queryByText('This subscription has already ended.')).toBeNull();
  });

  it('lists the receipts, failed ones with the reason', async () => {
    renderAccount({
      'GET /v1/subscription/receipts': [...RECEIPTS, { ...RECEIPTS[1]!, id: 'r0', status: 'refunded' }],
    });
    const region = await section();
    const rows = await within(region).findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[2] as HTMLElement).getByText('Refunded')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('$3.19')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Failed')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Your card was declined.')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Paid')).toBeTruthy();
  });

  it('offers a subscription to members without one, and links to the discount and gift screens', async () => {
    renderAccount(
      { 'GET /v1/subscription': { subscription: null } },
      remoteConfig({ stripe_coupon_enabled: true, gift_subscriptions_enabled: true }),
    );
    const region = await section();
    expect((await within(region).findByRole('link', { name: 'Subscribe' })).getAttribute('href')).toBe(
      '/payment',
    );
    expect(within(region).getByRole('link', { name: 'Redeem a discount code' }).getAttribute('href')).toBe(
      '/account/discount-code',
    );
    expect(within(region).getByRole('link', { name: 'Gift subscriptions' }).getAttribute('href')).toBe(
      '/account/gift-subscriptions',
    );
  });

  it('says a linked Patreon pledge is the subscription, instead of offering one', async () => {
    renderAccount({
      'GET /v1/subscription': { subscription: null },
      'GET /v1/userinfo/query': {
        ...MEMBER_ROUTES['GET /v1/userinfo/query'],
        hasSubscription: true,
        subscriptionType: 'patreon',
      },
    });
    const region = await section();
    expect(await within(region).findByText('[]subscription.patreon.title')).toBeTruthy();
    expect(within(region).queryByRole('link', { name: 'Subscribe' })).toBeNull();
  });

  it('leaves out the discount and gift links while their flags are off', async () => {
    renderAccount();
    const region = await section();
    await within(region).findByRole('heading', { name: 'Monthly' });
    expect(within(region).queryByRole('link', { name: 'Redeem a discount code' })).toBeNull();
    expect(within(region).queryByRole('link', { name: 'Gift subscriptions' })).toBeNull();
  });
});
