import { AccountType } from '@crewcast/contracts/constants/account';
import type { AdminDisputeList } from '@crewcast/contracts/console-billing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { translations } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';
import { logIn, staffRoutes } from '@/testing/session';

const STRINGS = translations({
  'console.billing.tab.disputes': 'Disputes',
  'console.billing.dispute.status.lost': 'Lost',
  'console.billing.dispute.opened': 'Opened',
  'console.billing.dispute.closed': 'Closed',
});

const DISPUTES: AdminDisputeList = {
  disputes: [
    {
      id: 'dp_1',
      status: 'lost',
      amountCents: 3999,
      currency: 'usd',
      reason: 'fraudulent',
      description: 'Annual subscription',
      member: { userId: 'u1', email: 'fan@crewcast.test', displayName: 'Fan' },
      openedAt: '2026-11-02T10:00:00.000Z',
      closedAt: '2026-11-20T10:00:00.000Z',
    },
  ],
};

describe('the console’s disputes page', () => {
  it('lists each dispute with its state, amount, member and dates, under its own billing tab', async () => {
    logIn();
    fakeApi(
      staffRoutes(AccountType.Official, {
        'GET /v1/admin/billing/disputes': DISPUTES,
      }),
    );
    renderAppAt('/admin/billing/disputes', { strings: STRINGS });
    const table = await screen.findByRole('table', { name: 'Disputes' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByText('Lost')).toBeTruthy();
    expect(within(row!).getByText('$39.99')).toBeTruthy();
    expect(within(row!).getByText('Annual subscription')).toBeTruthy();
    expect(within(row!).getByText('fan@crewcast.test')).toBeTruthy();
    expect(within(row!).getByText('fraudulent')).toBeTruthy();
    expect(
      within(row!)
        .getAllByRole('time')
        .map((time) => time.getAttribute('datetime')),
    ).toEqual([DISPUTES.disputes[0]!.openedAt, DISPUTES.disputes[0]!.closedAt]);
    expect(screen.getByRole('link', { name: 'Disputes' }).getAttribute('aria-current')).toBe('page');
  });
});
