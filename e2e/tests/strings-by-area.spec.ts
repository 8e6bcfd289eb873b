import type { Page } from '@playwright/test';
import { DEMO_STAFF, logInAs } from './catalog';
import { expect, test } from './fixtures';

/** The area each strings request of the page asked for ('all' for a request without one). */
function recordStringAreas(page: Page): string[] {
  const areas: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/v1\/localisation\/\d+$/.test(url.pathname)) areas.push(url.searchParams.get('area') ?? 'all');
  });
  return areas;
}

test('member pages load only the member app strings; the console brings its own', async ({ page }) => {
  const areas = recordStringAreas(page);
  await logInAs(page, DEMO_STAFF);
  for (const path of ['/browse', '/live', '/account']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(areas.length).toBeGreaterThan(0);
  expect(areas.every((area) => area === 'member')).toBe(true);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Console' })).toBeVisible();
  expect(areas).toContain('console');
  // Every console string is there: none shows as its slug.
  await expect(page.getByText(/\[\]console\./)).toHaveCount(0);
});
