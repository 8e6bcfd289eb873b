import { IDEMPOTENCY_HEADER } from '@crewcast/contracts/constants/billing';
import type { Gift, GiftOptions } from '@crewcast/contracts/gifts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { subscription } from '@/testing/billing-fixtures';
import { errorAnswer, fakeApi, fakeRequests, type FakeRoutes } from '@/testing/fake-api';
import { fill } from '@/testing/fill';
import { remoteConfig, translations } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';
import { logIn, MEMBER_ROUTES } from '@/testing/session';
import { expectNotFoundWhileFlagsOff } from '@/testing/flag-off';

const strings = translations({
  'gift.months.one': '1 month',
  'gift.months.other': '|0 months',
  'gift.buy.delivery.email': 'Send it by email',
  'gift.buy.delivery.code': 'Get a code',
  'gift.buy.recipientEmail': 'Their email address',
  'gift.buy.message': 'Message (optional)',
  'gift.buy.submit': 'Buy gift for |0',
  'gift.bought.title': 'Your gift is ready!',
  'gift.redeem.code': 'Gift code',
  'gift.redeem.submit': 'Redeem gift',
  'gift.redeem.done': 'You’ve redeemed |0 of membership. Your access now lasts until |1.',
  'gift.status.pending': 'Pending',
  'gift.status.redeemed': 'Redeemed',
  'gift.history.item': '|0 gift',
  'gift.history.to': 'To |0',
  'gift.history.meta': '|0 · |1 · |2',
  'gift.history.asCode': 'Code to pass on',
  'gift.copyCode': 'Copy code',
  'payment.card.number': 'Card number',
  'payment.card.expiry': 'Expiry date',
  'payment.card.cvc': 'CVC',
  'payment.card.name': 'Name on card',
  'form.required': 'Please fill this in.',
});

const OPTIONS: GiftOptions = {
  testMode: true,
  options: [
    { months: 1, priceCents: 399, currency: 'usd' },
    { months: 3, priceCents: 1197, currency: 'usd' },
    { months: 6, priceCents: 2394, currency: 'usd' },
    { months: 12, priceCents: 3999, currency: 'usd' },
  ],
};

const GIFT: Gift = {
  id: '6f1c2a8e-4b5d-4e7f-8a9b-0c1d2e3f4a5b',
  months: 3,
  priceCents: 1197,
  currency: 'usd',
  code: 'GIFT-7Q2M-XK4P',
  recipientEmail: null,
  message: 'Enjoy the crew!',
  status: 'pending',
  createdAt: '2026-01-05T10:00:00Z',
  redeemedAt: null,
};

const REDEEMED: Gift = {
  ...GIFT,
  id: '0a9b8c7d-6e5f-4a3b-9c1d-2e3f4a5b6c7d',
  months: 12,
  code: 'GIFT-AAAA-BBBB',
  recipientEmail: 'friend@example.test',
  status: 'redeemed',
  redeemedAt: '2026-01-07T10:00:00Z',
};

const NOT_SUBSCRIBED = { ...MEMBER_ROUTES['GET /v1/userinfo/query'], hasSubscription: false };

function renderGifts(
  url: string,
  routes: FakeRoutes = {},
  flag: 'gift_subscriptions_enabled' | 'beta_enabled' = 'gift_subscriptions_enabled',
) {
  logIn();
  const fetchMock = fakeApi({
    ...MEMBER_ROUTES,
    'GET /v1/gifts/options': OPTIONS,
    'GET /v1/gifts': [GIFT, REDEEMED],
    [`GET /v1/gifts/${GIFT.id}`]: GIFT,
    ...routes,
  });
  const view = renderAppAt(url, { config: remoteConfig({ [flag]: true }), strings });
  return { ...view, fetchMock };
}

async function fillCard() {
  await fill(screen.getByLabelText('Card number'), '4242424242424242');
  await fill(screen.getByLabelText('Expiry date'), '1230');
  await fill(screen.getByLabelText('CVC'), '123');
  await fill(screen.getByLabelText('Name on card'), 'Ada Lovelace');
}

describe('buying a gift', () => {
  it('offers 1, 3, 6 and 12 months with their prices', async () => {
    renderGifts('/gift-subscriptions');
    const months = await screen.findAllByRole('radio', { name: /month/ });
    expect(months.map((radio) => radio.closest('.gift-month')?.textContent)).toEqual([
      '1 month$3.99',
      '3 months$11.97',
      '6 months$23.94',
      '12 months$39.99',
    ]);
    expect(screen.getByRole('button', { name: 'Buy gift for $3.99' })).toBeTruthy();
  });

  it('needs the recipient’s address when it is sent by email', async () => {
    const { fetchMock } = renderGifts('/gift-subscriptions');
    await screen.findByLabelText('Card number');
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Buy gift for $3.99' }));
    expect(screen.getByText('Please fill this in.')).toBeTruthy();
    expect(fakeRequests(fetchMock).some(({ method }) => method === 'POST')).toBe(false);
  });

  it('buys a gift as a code, with a message, and shows the code to pass on', async () => {
    const { fetchMock } = renderGifts('/gift-subscriptions', {
      'POST /v1/gifts': { status: 'complete', gift: GIFT },
    });
    await userEvent.click(await screen.findByRole('radio', { name: /^3 months/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Get a code' }));
    expect(screen.queryByLabelText('Their email address')).toBeNull();
    await userEvent.type(screen.getByLabelText('Message (optional)'), 'Enjoy the crew!');
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Buy gift for $11.97' }));

    expect(await screen.findByRole('heading', { name: 'Your gift is ready!' })).toBeTruthy();
    expect(screen.getByText('GIFT-7Q2M-XK4P')).toBeTruthy();
    const post = fakeRequests(fetchMock).find(({ method }) => method === 'POST');
    expect(post?.headers.get(IDEMPOTENCY_HEADER)).toBeTruthy();
    expect(post?.body).toEqual({
      months: 3,
      message: 'Enjoy the crew!',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Ada Lovelace' },
    });

    // Another gift starts a fresh form, with focus on the length already chosen.
    await userEvent.click(screen.getByRole('button', { name: '[]gift.bought.another' }));
    expect(document.activeElement).toBe(await screen.findByRole('radio', { name: /^1 month/ }));
  });

  it('sends a gift by email to the address given', async () => {
    const { fetchMock } = renderGifts('/gift-subscriptions', {
      'POST /v1/gifts': { status: 'complete', gift: { ...GIFT, recipientEmail: 'friend@example.test' } },
    });
    await userEvent.type(await screen.findByLabelText('Their email address'), 'friend@example.test');
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Buy gift for $3.99' }));
    expect(await screen.findByRole('heading', { name: 'Your gift is ready!' })).toBeTruthy();
    expect(fakeRequests(fetchMock).find(({ method }) => method === 'POST')?.body).toMatchObject({
      months: 1,
      recipientEmail: 'friend@example.test',
    });
  });

  it('shows a declined card', async () => {
    renderGifts('/gift-subscriptions', {
      'POST /v1/gifts': errorAnswer(402, 'PAYMENT_DECLINED', 'Your card was declined.'),
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Get a code' }));
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Buy gift for $3.99' }));
    expect((await screen.findByRole('alert')).textContent).toContain('[]payment.error.declined');
  });
});

describe('redeeming a gift', () => {
  it('fills the code in from the mailed link and adds the months to the member’s access', async () => {
    const { fetchMock } = renderGifts('/gift-subscriptions?code=GIFT-7Q2M-XK4P', {
      'GET /v1/userinfo/query': NOT_SUBSCRIBED,
      'GET /v1/subscription': { subscription: subscription() },
      'POST /v1/gifts/redeem': { months: 3, subscriptionEndDate: '2026-04-05T10:00:00Z' },
    });
    const field = (await screen.findByLabelText('Gift code')) as HTMLInputElement;
    expect(field.value).toBe('GIFT-7Q2M-XK4P');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem gift' }));
    expect(
      await screen.findByText(/^You’ve redeemed 3 months of membership\. Your access now lasts until /),
    ).toBeTruthy();
    expect(fakeRequests(fetchMock).find(({ path }) => path === '/v1/gifts/redeem')?.body).toEqual({
      code: 'GIFT-7Q2M-XK4P',
    });
    await waitFor(() =>
      expect(
        fakeRequests(fetchMock).some(({ path }) => path === '/v1/userinfo/query?select=subscription'),
      ).toBe(true),
    );
  });

  it('keeps a new member without a subscription on the page to redeem', async () => {
    const { router, fetchMock } = renderGifts('/gift-subscriptions?code=GIFT-7Q2M-XK4P', {
      'GET /v1/userinfo/query': NOT_SUBSCRIBED,
    });
    await screen.findByLabelText('Gift code');
    await waitFor(() =>
      expect(fakeRequests(fetchMock).some(({ path }) => path.startsWith('/v1/userinfo/query'))).toBe(true),
    );
    // The member link in the menu shows once the user info is in; the nudge acts on it straight after.
    await screen.findByRole('link', { name: /Ada/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.navigation.location?.pathname ?? router.state.location.pathname).toBe(
      '/gift-subscriptions',
    );
  });

  it('shows why a code cannot be redeemed', async () => {
    renderGifts('/gift-subscriptions', {
      'POST /v1/gifts/redeem': errorAnswer(400, 'GIFT_REDEEMED', 'This gift has already been redeemed.'),
    });
    await userEvent.type(await screen.findByLabelText('Gift code'), 'GIFT-AAAA-BBBB');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem gift' }));
    expect(await screen.findByText('[]gift.redeem.error.redeemed')).toBeTruthy();
    expect(screen.getByLabelText('Gift code').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the gifts a member bought', () => {
  it('lists them with their state, code and recipient, linking to each', async () => {
    renderGifts('/account/gift-subscriptions/history');
    const list = await screen.findByRole('list', { name: '[]gift.history.listLabel' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/account/gift-subscriptions/history/${GIFT.id}`,
      `/account/gift-subscriptions/history/${REDEEMED.id}`,
    ]);
    expect(within(links[0] as HTMLElement).getByText('Pending')).toBeTruthy();
    expect(within(links[0] as HTMLElement).getByText(/Code to pass on/)).toBeTruthy();
    expect(within(links[1] as HTMLElement).getByText('Redeemed')).toBeTruthy();
    expect(within(links[1] as HTMLElement).getByText(/To friend@example\.test/)).toBeTruthy();
    expect(within(links[1] as HTMLElement).getByText('GIFT-AAAA-BBBB')).toBeTruthy();
  });

  it('lists a gift paid on the provider’s page once the provider has confirmed it', async () => {
    let reads = 0;
    renderGifts('/gift-subscriptions/history?checkout=success', {
      'GET /v1/gifts': () => (reads++ === 0 ? [] : [GIFT]),
    });
    expect(await screen.findByText('[]gift.checkout.success')).toBeTruthy();
    const list = await screen.findByRole('list', { name: '[]gift.history.listLabel' }, { timeout: 5000 });
    expect(within(list).getByText('GIFT-7Q2M-XK4P')).toBeTruthy();
  });

  it('says when there are none yet', async () => {
    renderGifts('/gift-subscriptions/history', { 'GET /v1/gifts': [] }, 'beta_enabled');
    expect(await screen.findByRole('heading', { name: '[]gift.history.empty.title' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '[]gift.history.empty.buy' }).getAttribute('href')).toBe(
      '/gift-subscriptions',
    );
  });

  it('shows one gift with its code, a copy button and the message', async () => {
    renderGifts(`/gift-subscriptions/history/${GIFT.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: '3 months gift' })).toBeTruthy();
    expect(screen.getByText('GIFT-7Q2M-XK4P')).toBeTruthy();
    expect(screen.getByText('Enjoy the crew!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
  });

  it('exists only while gift_subscriptions_enabled or beta_enabled is on', () =>
    expectNotFoundWhileFlagsOff('/gift-subscriptions', 'member'));
});
