import { DESKTOP, PHONE, expect, saveStill, seriousViolations, test } from './fixtures';
import { DEMO_MEMBER, openAs, waitForCatalog } from './catalog';

test.describe('search', () => {
  test.beforeAll(async ({ request }) => {
    await waitForCatalog(request);
  });

  test.describe('at desktop width', () => {
    // The demo member has no subscription: the subscriber-only episode they open is refused playback (402).
    test.use({ ...DESKTOP, expectedFailures: [/^\/v1\/playback\/\d+$/] });

    test('a member types a misspelt show name in the menu and opens an episode from the results', async ({
      page,
    }) => {
      await openAs(page, DEMO_MEMBER, '/');
      const menuBox = page.getByRole('banner').getByRole('searchbox', { name: 'Search shows and episodes' });
      await menuBox.fill('opne studio');
      await menuBox.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=opne\+studio$/);

      const box = page.getByRole('main').getByRole('searchbox', { name: 'Search shows and episodes' });
      await expect(box).toHaveValue('opne studio');
      await expect(box).toBeFocused();
      const shows = page.getByRole('region', { name: 'Shows' });
      await expect(shows.getByRole('link')).toHaveText(['Open Studio']);
      const episodes = page.getByRole('region', { name: 'Episodes' });
      await expect(episodes.getByRole('link', { name: /Paper Machines/ })).toBeVisible();
      // Only the search page's own box is shown there.
      await expect(page.getByRole('banner').getByRole('searchbox')).toHaveCount(0);

      // Typing on changes the results (debounced) and the address.
      await box.fill('sound gardn');
      await expect(page).toHaveURL(/\/search\?q=sound\+gardn$/);
      await expect(episodes.getByRole('link').first()).toContainText('Sound Garden');

      await box.fill('zeppelin');
      await expect(page.getByRole('heading', { name: 'Nothing matches “zeppelin”' })).toBeVisible();
      await box.fill('');
      await expect(page.getByRole('heading', { name: 'Find something to watch' })).toBeVisible();
      await expect(page).toHaveURL(/\/search$/);

      await box.fill('paper machnes');
      const episode = episodes.getByRole('link', { name: /Paper Machines/ });
      await episode.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/video\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Paper Machines' })).toBeVisible();

      // Back returns to the same search.
      await page.goBack();
      await expect(page).toHaveURL(/\/search\?q=paper\+machnes$/);
      await expect(box).toHaveValue('paper machnes');
    });

    test('the search page has no serious accessibility violation', async ({ page }) => {
      await openAs(page, DEMO_MEMBER, '/search?q=night');
      await expect(page.getByRole('region', { name: 'Episodes' }).getByRole('link').first()).toBeVisible();
      await saveStill(page, 'search-desktop');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('the search button in the bar opens the search page, with no serious accessibility violation', async ({
      page,
    }) => {
      await openAs(page, DEMO_MEMBER, '/');
      await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/search$/);
      await page.getByRole('searchbox', { name: 'Search shows and episodes' }).fill('nigth shift');
      await expect(page.getByRole('region', { name: 'Shows' }).getByRole('link')).toHaveText(['Night Shift']);
      await saveStill(page, 'search-phone');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('visitors who are not signed in are sent to log in first', async ({ page }) => {
      await page.goto('/search?q=night');
      await expect(page).toHaveURL(/\/login$/);
    });
  });
});
