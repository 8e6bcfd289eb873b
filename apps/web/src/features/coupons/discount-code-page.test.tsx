import type { AppliedCoupon, Coupon } from '@crewcast/contracts/coupons';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { subscription } from '@/testing/billing-fixtures';
import { errorAnswer, fakeApi, fakeRequests, type FakeRequest, type FakeRoutes } from '@/testing/fake-api';
import { remoteConfig, translations } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';
import { logIn, MEMBER_ROUTES } from '@/testing/session';
import { expectNotFoundWhileFlagsOff } from '@/testing/flag-off';
import { COUPON_SEARCH_DEBOUNCE_MS } from './discount-code-page';

const config = remoteConfig({ stripe_coupon_enabled: true });
const strings = translations({
  'coupon.title': 'Enter Discount Code',
  'coupon.field': 'Discount code',
  'coupon.notFound': 'No Discount Code Found',
  'coupon.noSubscription': 'You must be subscribed to redeem a Discount Code',
  'coupon.subscribe': 'Subscribe',
  'coupon.percentOff': '|0% off',
  'coupon.months.other': 'for |0 months',
  'coupon.months.one': 'for 1 month',
  'coupon.apply': 'Apply Discount',
  'coupon.applyFailed': 'There was an error applying the coupon!',
  'form.required': 'Please fill this in.',
});

const COUPONS: Record<string, Coupon> = {
  CREW20: { code: 'CREW20', percentOff: 20, durationInMonths: 3 },
  WELCOME50: { code: 'WELCOME50', percentOff: 50, durationInMonths: 1 },
};

const searchAnswer = ({ path }: FakeRequest) => {
  const search = new URL(path, 'http://site.test').searchParams.get('search') ?? '';
  return { coupon: COUPONS[search.toUpperCase()] ?? null };
};

function renderCoupons(routes: FakeRoutes = {}, url = '/account/discount-code') {
  logIn();
  const fetchMock = fakeApi({
    ...MEMBER_ROUTES,
    'GET /v1/subscription': { subscription: subscription() },
    'GET /v3/stripecoupon/subscription': [],
    'GET /v3/stripecoupon': searchAnswer,
    ...routes,
  });
  const view = renderAppAt(url, { config, strings });
  return { ...view, fetchMock };
}

const searches = (fetchMock: ReturnType<typeof fakeApi>) =>
  fakeRequests(fetchMock)
    .filter(({ path }) => path.startsWith('/v3/stripecoupon?'))
    .map(({ path }) => new URL(path, 'http://site.test').searchParams.get('search'));

describe('discount code page', () => {
  it('looks the code up once typing has paused for 500 ms, and shows its terms', async () => {
    const { fetchMock } = renderCoupons();
    const field = await screen.findByLabelText('Discount code');
    const typedAt = Date.now();
    await userEvent.type(field, 'crew20');
    expect(searches(fetchMock)).toEqual([]);

    expect(await screen.findByText('CREW20')).toBeTruthy();
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(COUPON_SEARCH_DEBOUNCE_MS);
    expect(screen.getByText('20% off')).toBeTruthy();
    expect(screen.getByText('for 3 months')).toBeTruthy();
    expect(searches(fetchMock)).toEqual(['crew20']);
  });

  it('says when no code is found, and clears the result when the field is emptied', async () => {
    const { fetchMock } = renderCoupons();
    const field = await screen.findByLabelText('Discount code');
    await userEvent.type(field, 'NOPE');
    expect(await screen.findByText('No Discount Code Found')).toBeTruthy();
    await userEvent.clear(field);
    expect(screen.queryByText('No Discount Code Found')).toBeNull();
    expect(searches(fetchMock)).toEqual(['NOPE']);
  });

  it('needs a code', async () => {
    const { fetchMock } = renderCoupons();
    await userEvent.type(await screen.findByLabelText('Discount code'), '{Enter}');
    expect(screen.getByText('Please fill this in.')).toBeTruthy();
    expect(searches(fetchMock)).toEqual([]);
  });

  it('applies the code to the subscription and reloads it', async () => {
    const applied: AppliedCoupon = {
      code: 'WELCOME50',
      percentOff: 50,
      durationInMonths: 1,
      couponRedemptionDate: '2026-01-10T00:00:00Z',
      discountEnd: '2026-02-10T00:00:00Z',
      subscriptionId: 'sub_1',
    };
    let appliedCodes: AppliedCoupon[] = [];
    const { fetchMock } = renderCoupons({
      'GET /v3/stripecoupon/subscription': () => appliedCodes,
      'POST /v3/stripecoupon/coupon': () => {
        appliedCodes = [applied];
        return applied;
      },
    });
    await userEvent.type(await screen.findByLabelText('Discount code'), 'welcome50');
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Discount' }));

    await waitFor(() => expect(screen.getAllByText('WELCOME50')).toHaveLength(1));
    expect(screen.getByText('for 1 month')).toBeTruthy();
    const requests = fakeRequests(fetchMock);
    expect(requests.find(({ method }) => method === 'POST')?.body).toEqual({
      subscriptionId: 'sub_1',
      coupon: 'WELCOME50',
    });
    expect(requests.filter(({ path }) => path === '/v1/subscription')).toHaveLength(2);
    expect((screen.getByLabelText('Discount code') as HTMLInputElement).value).toBe('');
  });

  it('shows the toast and the server’s reason when the code cannot be applied', async () => {
    const reason = 'Your subscription already has a discount.';
    renderCoupons({ 'POST /v3/stripecoupon/coupon': errorAnswer(400, 'BAD_REQUEST', reason) });
    await userEvent.type(await screen.findByLabelText('Discount code'), 'CREW20');
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Discount' }));
    expect(await screen.findByText('There was an error applying the coupon!')).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
  });

  it('tells members without a subscription to subscribe first', async () => {
    renderCoupons({ 'GET /v1/subscription': { subscription: null } }, '/discount-code');
    expect(
      await screen.findByRole('heading', { name: 'You must be subscribed to redeem a Discount Code' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe('/payment');
    expect(screen.queryByLabelText('Discount code')).toBeNull();
  });

  it.each(['/account/coupon', '/coupon', '/discount-code', '/account/discount-code'])(
    'is at %s, titled Enter Discount Code with a link back to the account',
    async (path) => {
      renderCoupons({}, path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Enter Discount Code' })).toBeTruthy();
      expect(screen.getByRole('link', { name: '[]coupon.backToAccount' }).getAttribute('href')).toBe(
        '/account',
      );
    },
  );

  it('exists only while stripe_coupon_enabled is on', () =>
    expectNotFoundWhileFlagsOff('/discount-code', 'member'));
});
