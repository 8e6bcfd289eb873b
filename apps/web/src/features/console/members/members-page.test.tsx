import { AccountType } from '@crewcast/contracts/constants/account';
import type { MemberDetail, MemberSearchPage } from '@crewcast/contracts/members';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorAnswer, fakeApi, fakeRequests } from '@/testing/fake-api';
import { renderAppAt } from '@/testing/render-app';
import { logIn, MEMBER_ID, staffRoutes } from '@/testing/session';

const TARGET_ID = '7f0c1c1e-2d3b-4a5c-8e9f-0a1b2c3d4e5f';

const SUMMARY = {
  userId: TARGET_ID,
  email: 'grace@example.test',
  displayName: 'Grace',
  accountType: AccountType.Normal,
  created: '2025-05-01T00:00:00.000Z',
  verified: true,
  banned: false,
  deletionRequested: false,
};

const DETAIL: MemberDetail = {
  profile: { ...SUMMARY, deleteRequest: null, ban: null },
  subscription: null,
  complimentary: false,
  receipts: [],
  points: { points: 30, pointsAvailable: 30, pointsGained: 30, pointsSpent: 0 },
  ledger: [
    {
      id: 1,
      delta: 30,
      reason: 'Monthly subscription payment',
      reference: 'invoice:1',
      created: '2025-06-01T00:00:00Z',
    },
  ],
  devices: [],
  sessions: [],
  badges: [],
};

function renderAs(accountType: number, url: string, routes: Record<string, unknown> = {}) {
  logIn();
  const fetchMock = fakeApi(staffRoutes(accountType, routes));
  renderAppAt(url);
  return fetchMock;
}

describe('members search', () => {
  it('lists the members the search finds and sends what is typed', async () => {
    const page: MemberSearchPage = { members: [SUMMARY], total: 1, page: 1, limit: 25 };
    const fetchMock = renderAs(AccountType.Creator, '/admin/members', { 'GET /v1/admin/members': page });
    const link = await screen.findByRole('link', { name: 'Grace' });
    expect(link.getAttribute('href')).toBe(`/admin/members/${TARGET_ID}`);

    await userEvent.type(screen.getByRole('searchbox', { name: '[]console.members.search' }), 'GRA');
    await waitFor(() =>
      expect(fakeRequests(fetchMock).some((request) => request.path.includes('search=GRA'))).toBe(true),
    );
  });

  it('says so when nobody matches', async () => {
    renderAs(AccountType.Official, '/admin/members?search=nobody', {
      'GET /v1/admin/members': { members: [], total: 0, page: 1, limit: 25 },
    });
    expect(await screen.findByRole('heading', { name: '[]console.members.empty.title' })).toBeTruthy();
  });
});

describe("a member's page", () => {
  it('adjusts points with a reason and shows the refusal next to the field', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = renderAs(AccountType.Official, `/admin/members/${TARGET_ID}`, {
      [`GET /v1/admin/members/${TARGET_ID}`]: DETAIL,
      [`POST /v1/admin/members/${TARGET_ID}/points`]: errorAnswer(400, 'BAD_REQUEST', 'Too many', {
        fields: { amount: ['At most 30 points can be taken away.'] },
      }),
    });
    const points = await screen.findByRole('region', { name: '[]console.member.points' });
    expect(within(points).getByText('Monthly subscription payment')).toBeTruthy();

    await userEvent.type(within(points).getByLabelText('[]console.member.points.amount'), '-40');
    await userEvent.type(within(points).getByLabelText('[]console.member.reason'), 'Duplicate');
    await userEvent.click(within(points).getByRole('button', { name: '[]console.member.points.adjust' }));

    expect(await within(points).findByText('At most 30 points can be taken away.')).toBeTruthy();
    const sent = fakeRequests(fetchMock).find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({ amount: -40, reason: 'Duplicate' });
  });

  it('lets an Official refund a paid receipt with a reason, then shows it refunded', async () => {
    const paid = {
      id: '5a0c1c1e-2d3b-4a5c-8e9f-0a1b2c3d4e5f',
      description: 'Annual subscription',
      amountCents: 3999,
      discountCents: 0,
      currency: 'usd',
      status: 'paid' as const,
      periodStart: null,
      periodEnd: null,
      createdAt: '2026-01-29T12:00:00Z',
      failureMessage: null,
    };
    const path = `/v1/admin/members/${TARGET_ID}/receipts/${paid.id}/refund`;
    const fetchMock = renderAs(AccountType.Official, `/admin/members/${TARGET_ID}`, {
      [`GET /v1/admin/members/${TARGET_ID}`]: { ...DETAIL, receipts: [paid] },
      [`POST ${path}`]: { ...DETAIL, receipts: [{ ...paid, status: 'refunded' }] },
    });
    const section = await screen.findByRole('region', { name: '[]console.member.subscription' });
    await userEvent.click(within(section).getByRole('button', { name: /^\[\]console\.member\.refund / }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('[]console.member.reason'), 'Charged twice');
    await userEvent.click(within(dialog).getByRole('button', { name: '[]console.member.refund.submit' }));
    expect(await within(section).findByText('[]console.member.receipts.status.refunded')).toBeTruthy();
    expect(fakeRequests(fetchMock).find((request) => request.method === 'POST')).toMatchObject({
      path,
      body: { reason: 'Charged twice' },
    });
    expect(within(section).queryByRole('button', { name: /^\[\]console\.member\.refund / })).toBeNull();
  });

  it('leaves a Creator without the actions the server refuses on another staff account', async () => {
    renderAs(AccountType.Creator, `/admin/members/${TARGET_ID}`, {
      [`GET /v1/admin/members/${TARGET_ID}`]: {
        ...DETAIL,
        profile: { ...DETAIL.profile, accountType: AccountType.Official },
        complimentary: true,
      },
    });
    await screen.findByRole('region', { name: '[]console.member.profile' });
    expect(screen.getByText('[]console.member.protected')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '[]console.member.ban.action' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: '[]console.member.accountType.change' })).toBeNull();
  });

  it('leaves points and subscription time to an Official account, for members other than themself', async () => {
    renderAs(AccountType.Creator, `/admin/members/${TARGET_ID}`, {
      [`GET /v1/admin/members/${TARGET_ID}`]: DETAIL,
    });
    const points = await screen.findByRole('region', { name: '[]console.member.points' });
    expect(within(points).getByText('Monthly subscription payment')).toBeTruthy();
    expect(within(points).queryByRole('button', { name: '[]console.member.points.adjust' })).toBeNull();
    expect(screen.queryByRole('button', { name: '[]console.member.grant' })).toBeNull();
    expect(screen.getByRole('button', { name: '[]console.member.ban.action' })).toBeTruthy();
  });

  it('leaves an Official without points and time for their own account', async () => {
    const own = { ...DETAIL, profile: { ...DETAIL.profile, userId: MEMBER_ID } };
    renderAs(AccountType.Official, `/admin/members/${MEMBER_ID}`, {
      [`GET /v1/admin/members/${MEMBER_ID}`]: own,
    });
    const points = await screen.findByRole('region', { name: '[]console.member.points' });
    expect(within(points).queryByRole('button', { name: '[]console.member.points.adjust' })).toBeNull();
    expect(screen.queryByRole('button', { name: '[]console.member.grant' })).toBeNull();
  });

  it('lets an Official ban with a reason, then shows the ban', async () => {
    const fetchMock = renderAs(AccountType.Official, `/admin/members/${TARGET_ID}`, {
      [`GET /v1/admin/members/${TARGET_ID}`]: DETAIL,
      [`POST /v1/admin/members/${TARGET_ID}/ban`]: {
        ...DETAIL,
        profile: {
          ...DETAIL.profile,
          banned: true,
          ban: { bannedAt: '2026-01-01T00:00:00Z', reason: 'Spam' },
        },
      },
    });
    expect(await screen.findByRole('combobox', { name: '[]console.member.accountType.change' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '[]console.member.ban.action' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('[]console.member.reason'), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: '[]console.member.ban.action' }));

    expect(await screen.findByRole('button', { name: '[]console.member.unban' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = fakeRequests(fetchMock).find((request) => request.path.endsWith('/ban'));
    expect(sent?.body).toEqual({ reason: 'Spam' });
  });
});
