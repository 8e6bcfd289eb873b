import type { MediaSummary } from '@crewcast/contracts/content';
import type { APIRequestContext, Page } from '@playwright/test';
import { waitForCatalog } from './catalog';
import { DESKTOP, expect, expectFitsWindow, PHONE, saveStill, seriousViolations, test } from './fixtures';
import { signUpSubscriber } from './members';

interface CatalogScreen {
  name: string;
  path: (catalog: MediaSummary[]) => string;
  /** Sets the new member's state up before the screen opens. */
  prepare?: (page: Page, request: APIRequestContext, catalog: MediaSummary[]) => Promise<void>;
  /** Waits until the screen has finished loading. */
  ready: (page: Page) => Promise<void>;
}

/** Half of the free episode watched, so continue watching, the heroes and the episode cards show progress. */
async function watchHalfOfTheFreeEpisode(page: Page, request: APIRequestContext, catalog: MediaSummary[]) {
  const free = catalog.find(({ isFree }) => isFree) as MediaSummary;
  const session = await page.evaluate(() => localStorage.getItem('crewcast.authV2Token'));
  const { token } = JSON.parse(session ?? '{}') as { token: string };
  const saved = await request.put(`/v1/progress/${free.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { currentTime: 6, totalTime: 12, durationWatched: 6 },
  });
  expect(saved.ok()).toBe(true);
}

/** The hero reaches both edges of the window, whatever its width. */
async function expectFullWidth(page: Page, selector: string) {
  const gap = await page
    .locator(selector)
    .evaluate((hero) => document.documentElement.clientWidth - hero.getBoundingClientRect().width);
  expect(gap).toBe(0);
}

const screens: CatalogScreen[] = [
  {
    name: 'home-member',
    path: () => '/',
    prepare: watchHalfOfTheFreeEpisode,
    ready: async (page) => {
      const resume = page.getByRole('region', { name: 'Continue watching' });
      await expect(resume.getByRole('progressbar', { name: '50% watched' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Shows' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'New episodes' })).toBeVisible();
      // The featured banner has its calls to action: its episode, and its show.
      const hero = page.locator('.banner-hero');
      await expect(hero.getByRole('link', { name: /^(Play|Continue)$/ })).toHaveAttribute(
        'href',
        /^\/video\/\d+$/,
      );
      await expect(hero.getByRole('link', { name: 'More info' })).toHaveAttribute('href', /^\/show\//);
      await expectFullWidth(page, '.banner-hero');
    },
  },
  {
    name: 'show',
    path: (catalog) => `/show/${catalog.find(({ isFree }) => isFree)?.showSlug}`,
    prepare: watchHalfOfTheFreeEpisode,
    ready: async (page) => {
      // The episode half watched is the one the hero continues, and its card shows how far.
      const hero = page.locator('.show-hero');
      await expect(hero.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', /^\/video\/\d+$/);
      const episodes = page.getByRole('region', { name: 'Episodes' });
      await expect(episodes.getByRole('progressbar', { name: '50% watched' })).toBeVisible();
      await expect(episodes.getByText('Free', { exact: true })).toBeVisible();
      await expectFullWidth(page, '.show-hero');
      // Another season's episodes are one choice away, without leaving the page; one season needs no choice.
      const slug = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      const show = (await (await page.request.get(`/channels/v14/slug/${slug}`)).json()) as {
        seasons: { title: string }[];
      };
      const seasons = page.getByRole('combobox', { name: 'Season' });
      const [first, second] = show.seasons;
      if (!first || !second) {
        await expect(seasons).toHaveCount(0);
        return;
      }
      await seasons.selectOption({ label: second.title });
      await expect(episodes.getByRole('progressbar')).toHaveCount(0);
      await seasons.selectOption({ label: first.title });
      await expect(episodes.getByRole('progressbar', { name: '50% watched' })).toBeVisible();
    },
  },
  {
    name: 'browse',
    path: () => '/browse',
    ready: async (page) => {
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(10);
      await page.mouse.wheel(0, 20_000);
      await expect(page.getByText('No more results.')).toBeVisible();
      await page.mouse.wheel(0, -20_000);
    },
  },
  {
    name: 'video',
    // Free episodes play for any member, so a new member sees the player.
    path: (catalog) => `/video/${catalog.find(({ isFree }) => isFree)?.id}`,
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Up next' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Episodes in this season' })).toBeVisible();
      // A still frame: the screenshot and the audit should not race the playing video.
      await page.locator('video').evaluate((video: HTMLVideoElement) => video.pause());
    },
  },
];

for (const { label, device } of [
  { label: 'desktop', device: DESKTOP },
  { label: 'phone', device: PHONE },
]) {
  test.describe(`catalog screens, ${label}`, () => {
    test.use(device);

    for (const { name, path, prepare, ready } of screens) {
      test(`${name} fits the screen and has no serious accessibility violations`, async ({
        page,
        request,
      }) => {
        const catalog = await waitForCatalog(request);
        await signUpSubscriber(page);
        await prepare?.(page, request, catalog);
        await page.goto(path(catalog));
        await ready(page);
        await page.waitForLoadState('networkidle');
        await expectFitsWindow(page);
        await saveStill(page, `${name}-${label}`);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
