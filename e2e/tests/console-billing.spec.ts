import type { Page } from '@playwright/test';
import { DEMO_STAFF, logInAs } from './catalog';
import {
  checkScreen,
  DESKTOP,
  expect as baseExpect,
  expectFitsWindow,
  PHONE,
  seriousViolations,
  test,
} from './fixtures';
import { pageOnNewDevice, signUpSubscriber } from './members';

/** Lazily loaded console screens take their time on a busy machine. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** Checks axe finds nothing serious on the page and keeps a full-page screenshot to look at. */
async function openDashboard(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Console' })).toBeVisible();
  const dashboard = page.getByRole('region', { name: 'This month' });
  await expect(dashboard.getByText('Revenue this month', { exact: true })).toBeVisible();
  await expect(dashboard.getByText('Paying subscribers', { exact: true })).toBeVisible();
  // The demo subscriber pays the monthly plan: the figures are not all zero.
  await expect(dashboard.locator('.console-figure dd').first()).toHaveText(/^\$\d+\.\d\d$/);
  await expect(dashboard.locator('.monthly-chart svg .ct-bar')).toHaveCount(12);
  await expect(dashboard.getByRole('heading', { name: 'Recent uploads' })).toBeVisible();
}

test.describe('console billing', () => {
  test.use(DESKTOP);

  test('staff see the dashboard, create a discount code, and a member redeems it', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await logInAs(page, DEMO_STAFF);
    await openDashboard(page);
    const dashboard = page.getByRole('region', { name: 'This month' });
    await dashboard.getByRole('button', { name: 'Subscribers' }).click();
    await expect(dashboard.getByText('Subscribers, last 12 months')).toBeVisible();
    await dashboard.locator('summary').click();
    await expect(dashboard.getByRole('table', { name: 'The last 12 months as a table' })).toBeVisible();
    await checkScreen(page, 'console-dashboard-1440');

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Billing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'CREW20', exact: true })).toBeVisible();

    const code = `SPRING${Date.now().toString(36).toUpperCase()}`;
    await page.getByRole('button', { name: 'New discount code' }).click();
    const dialog = page.getByRole('dialog', { name: 'New discount code' });
    await dialog.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await dialog.getByLabel('Percent off', { exact: true }).fill('30');
    await dialog.getByLabel('For how many months', { exact: true }).fill('2');
    await dialog.getByLabel('Redemption limit (optional)', { exact: true }).fill('5');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create code' }).click();
    await expect(page.getByText(`Discount code ${code} created.`)).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByText(code, { exact: true }) });
    await expect(row.getByText('30% off for 2 months')).toBeVisible();
    await expect(row.getByRole('cell', { name: '0 of 5' })).toBeVisible();
    await checkScreen(page, 'console-billing-codes-1440');

    // A member subscribes and redeems the new code on the discount code screen.
    const member = await pageOnNewDevice(browser, baseURL ?? '');
    await signUpSubscriber(member);
    await member.goto('/account/discount-code');
    await member.getByLabel('Discount code', { exact: true }).fill(code.toLowerCase());
    const found = member.locator('.coupon-found');
    await expect(found.getByText(code, { exact: true })).toBeVisible();
    await expect(found.getByText('30% off')).toBeVisible();
    await found.getByRole('button', { name: 'Apply Discount' }).click();
    await expect(
      member.getByRole('status').getByText(`The code ${code} has been applied to your subscription.`),
    ).toBeVisible();
    await member.context().close();

    // The console counts the redemption.
    await page.reload();
    await expect(row.getByRole('cell', { name: '1 of 5' })).toBeVisible();

    await page.getByRole('link', { name: 'Gift subscriptions' }).click();
    await expect(page.getByRole('term').filter({ hasText: 'Sold' })).toBeVisible();
    await checkScreen(page, 'console-billing-gifts-1440');

    await page.getByRole('link', { name: 'Plans and prices' }).click();
    const monthly = page.getByRole('region', { name: 'Monthly' });
    await expect(monthly.getByText(/^Now \$3\.99 per month\./)).toBeVisible();
    await monthly.getByLabel('Price for new subscriptions (USD)').fill('4.49');
    await expect(monthly.getByText(/New subscriptions will pay \$4\.49/)).toBeVisible();
    await checkScreen(page, 'console-billing-plans-1440');
  });
});

test.describe('console billing on a phone', () => {
  test.use(PHONE);

  test('the dashboard and the billing screens fit a 390 px screen', async ({ page }) => {
    test.setTimeout(120_000);
    await logInAs(page, DEMO_STAFF);
    await openDashboard(page);
    await expectFitsWindow(page);
    await checkScreen(page, 'console-dashboard-390');
    const screens = [
      [
        '/admin/billing',
        'console-billing-codes-390',
        page.getByRole('cell', { name: 'CREW20', exact: true }),
      ],
      [
        '/admin/billing/gifts',
        'console-billing-gifts-390',
        page.getByRole('searchbox', { name: 'Search gifts' }),
      ],
      ['/admin/billing/plans', 'console-billing-plans-390', page.getByRole('region', { name: 'Monthly' })],
    ] as const;
    for (const [path, name, content] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
      await expect(content).toBeVisible();
      await expectFitsWindow(page);
      await checkScreen(page, name);
    }
  });
});
