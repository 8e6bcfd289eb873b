import fs from 'node:fs/promises';
import { DEMO_STAFF, openAs, waitForCatalog } from './catalog';
import { checkScreen, DESKTOP, expect as baseExpect, PHONE, test } from './fixtures';

/** Lazily loaded console screens take their time on a busy machine. */
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe('console analytics', () => {
  test.use(DESKTOP);

  test('staff read the demo month of viewing, switch period, open a table and export it', async ({
    page,
    request,
  }) => {
    // The demo's viewing is written once its catalog is made.
    await waitForCatalog(request);
    await openAs(page, DEMO_STAFF, '/admin/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const views = page.locator('.console-figure').filter({ hasText: 'Views' }).locator('dd');
    await expect(async () => {
      await page.reload();
      await baseExpect(views).toHaveText(/[1-9]/, { timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.locator('.analytics-chart svg').first()).toBeVisible();

    await page.getByLabel('Period').selectOption({ label: 'Last 7 days' });
    await expect(page).toHaveURL(/[?&]period=7d/);
    const byDay = page.locator('figure').filter({ hasText: 'Views by day' });
    await byDay.getByText('Views by day as a table').click();
    const table = byDay.getByRole('table', { name: 'Views by day' });
    await expect(table.getByRole('row')).toHaveCount(8);

    const download = page.waitForEvent('download');
    await byDay.getByRole('button', { name: 'Export CSV Views by day' }).click();
    const file = await (await download).path();
    const [header] = (await fs.readFile(file, 'utf8')).split('\r\n');
    expect(header).toBe('Day,Views,Watch time (hours),Average share watched');
    await checkScreen(page, 'console-analytics-1440');

    await page.setViewportSize(PHONE.viewport);
    await checkScreen(page, 'console-analytics-390');
    await page.setViewportSize(DESKTOP.viewport);

    // The demo's past broadcast, with its viewers every 10 s, keeping the period.
    const sections = page.getByRole('navigation', { name: 'Analytics sections' });
    await sections.getByRole('link', { name: 'Live' }).click();
    await expect(page).toHaveURL(/section=live/);
    await page.getByLabel('Period').selectOption({ label: 'Last 28 days' });
    const broadcasts = page.getByRole('table', { name: 'Broadcasts' });
    await broadcasts.getByRole('link', { name: 'Crew Live: launch night' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Crew Live: launch night' })).toBeVisible();
    await expect(page.locator('.analytics-chart svg').first()).toBeVisible();
    await checkScreen(page, 'console-analytics-live-1440');

    await sections.getByRole('link', { name: 'Community' }).click();
    await expect(page).toHaveURL(/section=community/);
    await expect(page.getByRole('table', { name: 'Greenlight contributions by project' })).toBeVisible();
    await checkScreen(page, 'console-analytics-community-1440');

    // The Officials' member figures, a tab away, keep their own period in the address.
    await sections.getByRole('link', { name: 'Members' }).click();
    await page.getByLabel('Period').selectOption({ label: 'Last 12 months' });
    await expect(page).toHaveURL(/\/admin\/analytics\/members\?period=12m/);
    await expect(page.getByRole('table', { name: /^Cohort retention/ })).toBeVisible();
    await expect(page.locator('.analytics-chart svg').first()).toBeVisible();
    await checkScreen(page, 'console-analytics-members-1440');
  });
});
