import { AccountType } from '@crewcast/contracts/constants/account';
import type { AdminPlanList } from '@crewcast/contracts/console-billing';
import type { SiteSettings } from '@crewcast/contracts/site';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ANNUAL, MONTHLY } from '@/testing/billing-fixtures';
import { errorAnswer, fakeApi, fakeRequests } from '@/testing/fake-api';
import { remoteConfig, siteSettingsRoutes, translations } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';
import { logIn, staffRoutes } from '@/testing/session';

const STRINGS = translations({
  'console.billing.pastDue.title': 'Failed payments',
  'console.site.setting.past_due_grace_days': 'Days of access after a failed payment',
  'console.site.settings.save': 'Save',
  'console.billing.plan.points.month': 'Points each month',
  'console.billing.plan.save': 'Save plan',
});

const PLANS: AdminPlanList = {
  provider: 'test',
  plans: [MONTHLY, ANNUAL].map((plan) => ({
    ...plan,
    active: true,
    stripePriceId: null,
    liveSubscriptions: 0,
    onOlderPrice: 0,
  })),
};

describe('the console’s billing plans page', () => {
  it('edits the days of access after a failed payment, as a site setting', async () => {
    const user = userEvent.setup();
    const settings: SiteSettings = { values: remoteConfig(), defaults: remoteConfig() };
    logIn();
    const fetchMock = fakeApi(
      staffRoutes(AccountType.Official, {
        'GET /v1/admin/billing/plans': PLANS,
        ...siteSettingsRoutes(settings, 'past_due_grace_days', 3),
      }),
    );
    renderAppAt('/admin/billing/plans', { strings: STRINGS });
    expect(await screen.findByRole('heading', { name: 'Failed payments' })).toBeTruthy();
    const grace = await screen.findByLabelText<HTMLInputElement>(/^Days of access after a failed payment/);
    expect(grace.value).toBe('7');
    await user.clear(grace);
    await user.type(grace, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fakeRequests(fetchMock).find((request) => request.method === 'PUT')).toMatchObject({
        path: '/v1/admin/site/settings/past_due_grace_days',
        body: { value: 3 },
      }),
    );
  });

  it('saves a plan and shows the server’s refusal by the field it names', async () => {
    const user = userEvent.setup();
    logIn();
    const fetchMock = fakeApi(
      staffRoutes(AccountType.Official, {
        'GET /v1/admin/billing/plans': PLANS,
        'GET /v1/admin/site/settings': { values: remoteConfig(), defaults: remoteConfig() },
        'PUT /v1/admin/billing/plans/monthly': errorAnswer(400, 'VALIDATION_ERROR', 'Invalid plan', {
          fields: { pointsPerPeriod: ['Points must be a whole number'] },
        }),
      }),
    );
    renderAppAt('/admin/billing/plans', { strings: STRINGS });
    const monthly = await screen.findByRole('region', { name: 'Monthly' });
    const points = within(monthly).getByLabelText<HTMLInputElement>(/^Points each month/);
    await user.clear(points);
    await user.type(points, '5');
    await user.click(within(monthly).getByRole('button', { name: /Save plan/ }));
    expect(await within(monthly).findByText('Points must be a whole number')).toBeTruthy();
    expect(fakeRequests(fetchMock).find((request) => request.method === 'PUT')).toMatchObject({
      path: '/v1/admin/billing/plans/monthly',
      body: { priceCents: 399, pointsPerPeriod: 5, active: true, stripePriceId: null },
    });
  });
});
