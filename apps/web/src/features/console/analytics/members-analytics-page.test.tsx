import { AccountType } from '@crewcast/contracts/constants/account';
import type { MembersReport } from '@crewcast/contracts/analytics-members';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, requestedPaths } from '@/testing/fake-api';
import { translations } from '@/testing/fixtures';
import { answerMediaQueries } from '@/testing/media-queries';
import { renderAppAt } from '@/testing/render-app';
import { logIn, MEMBER_ID, MEMBER_ROUTES } from '@/testing/session';

const STRINGS = translations({
  'console.analytics.section.members': 'Members',
  'console.analytics.members.mrr': 'Monthly recurring revenue',
  'console.analytics.members.cohorts': 'Cohorts',
  'console.analytics.members.monthsLater': 'After |0 months',
  'console.analytics.members.coupons': 'Discount code use',
  'console.notAllowed.title': 'Not for this account',
});

const REPORT: MembersReport = {
  period: '3m',
  from: '2026-03',
  to: '2026-05',
  currency: 'usd',
  trials: { started: 3, converted: 1, inTrial: 1, conversionRate: 0.3333 },
  months: [
    {
      month: '2026-03',
      subscribersAtStart: 3,
      churned: 1,
      churnRate: 0.3333,
      mrrCents: 1131,
      giftsBought: 1,
      giftsRedeemed: 1,
    },
    {
      month: '2026-04',
      subscribersAtStart: 3,
      churned: 1,
      churnRate: 0.3333,
      mrrCents: 1465,
      giftsBought: 1,
      giftsRedeemed: 0,
    },
  ],
  cohorts: [
    { month: '2026-03', joined: 3, retained: [2] },
    { month: '2026-04', joined: 1, retained: [] },
  ],
  coupons: [{ code: 'SPRING', redemptions: 2 }],
};

function signIn(accountType: number) {
  logIn();
  return fakeApi({
    ...MEMBER_ROUTES,
    'GET /v1/userinfo/query': { ...MEMBER_ROUTES['GET /v1/userinfo/query'], accountType, userId: MEMBER_ID },
    'GET /v1/admin/access': { allowed: true },
    'GET /v1/admin/analytics/members': REPORT,
  });
}

describe('the console’s member analytics', () => {
  answerMediaQueries();

  it('reads the period from the address and shows revenue, cohorts and coupons to Officials', async () => {
    const api = signIn(AccountType.Official);
    renderAppAt('/admin/analytics/members?period=3m', { strings: STRINGS });
    const cohorts = await screen.findByRole('table', { name: 'Cohorts' });
    expect(requestedPaths(api)).toContain('/v1/admin/analytics/members?period=3m');
    const [header, march, april] = within(cohorts).getAllByRole('row');
    expect(within(header!).getByText('After 1 months')).toBeTruthy();
    expect(within(march!).getByText('66.7% (2)')).toBeTruthy();
    // April's members have not all reached a month yet.
    expect(within(april!).queryByText(/%/)).toBeNull();
    // The figure above the charts is the latest month's revenue.
    expect(screen.getAllByText('$14.65').length).toBeGreaterThan(0);
    const coupons = screen.getByRole('table', { name: 'Discount code use' });
    expect(within(coupons).getByText('SPRING')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Members' }).getAttribute('aria-current')).toBe('page');
  });

  it('is not shown to Creators, and asks nothing for them', async () => {
    const api = signIn(AccountType.Creator);
    renderAppAt('/admin/analytics/members', { strings: STRINGS });
    expect(await screen.findByText('Not for this account')).toBeTruthy();
    expect(requestedPaths(api).some((path) => path.startsWith('/v1/admin/analytics/members'))).toBe(false);
  });
});
