import type { APIRequestContext, Page } from '@playwright/test';
import { waitForCatalog } from './catalog';
import { DESKTOP, expect, expectFitsWindow, saveStill, seriousViolations, test } from './fixtures';
import { signUpSubscriber } from './members';

// The journey waits for the demo catalog, which a fresh server is still transcoding.
test.describe.configure({ timeout: 300_000 });

/** Half of the free episode watched through the API, so the history has an entry with its progress. */
async function watchHalfOf(page: Page, request: APIRequestContext, mediaId: number): Promise<void> {
  const session = await page.evaluate(() => localStorage.getItem('crewcast.authV2Token'));
  const { token } = JSON.parse(session ?? '{}') as { token: string };
  const saved = await request.put(`/v1/progress/${mediaId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { currentTime: 6, totalTime: 12, durationWatched: 6 },
  });
  expect(saved.ok()).toBe(true);
}

test.describe('watch later', () => {
  test.use(DESKTOP);

  test('a member saves an episode from a card, finds it on the home row and the list page, and removes it', async ({
    page,
    request,
  }) => {
    const catalog = await waitForCatalog(request);
    const free = catalog.find(({ isFree }) => isFree);
    await signUpSubscriber(page);
    if (free) await watchHalfOf(page, request, free.id);

    await page.goto('/');
    const newest = page.getByRole('region', { name: 'New episodes' });
    const save = newest.getByRole('button', { name: /^Watch later: / }).first();
    const title = ((await save.getAttribute('aria-label')) ?? '').replace('Watch later: ', '');
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');

    const row = page.getByRole('region', { name: 'Watch later' });
    await expect(row.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await row.getByRole('link', { name: 'See all' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Watch later' })).toBeVisible();
    const saved = page.getByRole('list', { name: /^Saved for later/ });
    await expect(saved.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await expect(page.getByRole('list', { name: /^Watched/ }).getByRole('progressbar')).toBeVisible();
    for (const { width, height } of [DESKTOP.viewport, { width: 390, height: 844 }]) {
      await page.setViewportSize({ width, height });
      expect(await seriousViolations(page)).toEqual([]);
      await expectFitsWindow(page);
      await saveStill(page, `watch-later-${width}`);
    }

    await saved.getByRole('button', { name: `Remove ${title} from watch later` }).click();
    await expect(page.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'New episodes' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Watch later' })).toHaveCount(0);
  });
});
