import type { MediaSummary, PromoSection } from '@crewcast/contracts/content';
import { DESKTOP, expect, test } from './fixtures';
import {
  DEMO_MEMBER,
  DEMO_STAFF,
  logInAs,
  openAs,
  videoTime,
  waitForCatalog,
  waitForSubscriberOnlyEpisode,
} from './catalog';
import { signUpSubscriber } from './members';

test.describe('watching', () => {
  test.use(DESKTOP);

  test('a subscriber opens an episode from home, watches it, and resumes after a reload', async ({
    page,
    request,
  }) => {
    await waitForCatalog(request);
    await openAs(page, DEMO_STAFF, '/');

    const newest = page.getByRole('region', { name: 'New episodes' });
    await newest.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/video\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();

    // Autoplay with sound may be refused; the member then presses play.
    const play = page.getByRole('button', { name: 'Play' }).first();
    if (await play.isVisible()) await play.click();
    await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(3);

    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && /\/v1\/progress\/\d+$/.test(response.url()),
    );
    await page.getByRole('button', { name: 'Pause' }).click();
    const progress = (await (await saved).json()) as { currentTime: number };
    expect(progress.currentTime).toBeGreaterThan(3);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
    await expect
      .poll(() => videoTime(page), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(progress.currentTime - 1.5);
    expect(await videoTime(page)).toBeLessThan(progress.currentTime + 5);
  });
});

test.describe('demo extras', () => {
  test.use(DESKTOP);

  test('the first demo episode plays with English captions to turn on', async ({ page, request }) => {
    const catalog = await waitForCatalog(request);
    const first = catalog.find(
      ({ showSlug, seasonNumber, episodeNumber }) =>
        showSlug === 'night-shift' && seasonNumber === 1 && episodeNumber === 1,
    );
    expect(first?.isFree).toBe(true);
    await signUpSubscriber(page);
    await page.goto(`/video/${first?.id}`);
    const captions = page.getByRole('button', { name: 'Captions' });
    await expect(captions).toBeVisible({ timeout: 30_000 });
    await expect(captions).toHaveAttribute('aria-pressed', 'false');
    // What the member sees is the track's mode, not the button's state.
    const modes = () =>
      page
        .locator('video')
        .evaluate((video: HTMLVideoElement) => Array.from(video.textTracks, ({ mode }) => mode));
    expect(await modes()).not.toContain('showing');
    await captions.click();
    await expect(captions).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(modes).toContain('showing');
    await captions.click();
    await expect(captions).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(modes).not.toContain('showing');
  });

  test('the merchandise and Greenlight promo sections are served with their pictures', async ({
    request,
  }) => {
    // The demo seed writes them at the start of the catalog job.
    await waitForCatalog(request);
    for (const [name, url] of [
      ['merch', '/merch'],
      ['greenlight', '/greenlight'],
    ] as const) {
      const response = await request.get(`/channels/v14/promo/${name}`);
      expect(response.ok()).toBe(true);
      const promo = (await response.json()) as PromoSection;
      expect(promo.text.map(({ type }) => type)).toEqual(['title', 'text', 'button']);
      expect(promo.urls).toEqual([url]);
      expect(promo.images.map(({ orientation }) => orientation).sort()).toEqual([
        'horizontal',
        'narrow',
        'vertical',
        'wide',
      ]);
      for (const image of promo.images) {
        const picture = await request.get(image.url);
        expect(picture.headers()['content-type']).toContain('image/svg+xml');
      }
    }
  });
});

test.describe('the paywall', () => {
  test.use({ ...DESKTOP, expectedFailures: [/^\/v1\/playback\/\d+$/] });

  test('a member without a subscription sees what they get and the way to subscribe', async ({
    page,
    request,
  }) => {
    const subscriberOnly = await waitForSubscriberOnlyEpisode(request);
    await logInAs(page, DEMO_MEMBER);

    await page.goto(`/video/${subscriberOnly.id}`);
    await expect(page.getByRole('heading', { name: 'Subscribe to watch this episode' })).toBeVisible();
    await expect(page.getByText('Every show and video, ad-free')).toBeVisible();
    // The checkout brings the member back to this episode once subscribed.
    await expect(page.getByRole('link', { name: 'Subscribe now' })).toHaveAttribute(
      'href',
      `/payment?return=${encodeURIComponent(`/video/${subscriberOnly.id}`)}`,
    );
    await expect(page.locator('video')).toHaveCount(0);
  });
});

test.describe('browse', () => {
  test.use(DESKTOP);

  test('loads 31 episodes, then 30 more near the bottom, one page at a time, until an empty page', async ({
    page,
    request,
  }) => {
    const catalog = await waitForCatalog(request);
    // A long catalog, made from the demo's episodes: 31 + 30 + 7, then nothing.
    const total = 68;
    const requested: string[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    await page.route(/\/channels\/v14\/latest\?/, async (route) => {
      const url = new URL(route.request().url());
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      requested.push(`${offset}+${limit}`);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      // Slow enough that scrolling on would ask again if the page did not wait for the running request.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const items: MediaSummary[] = [];
      for (let index = offset; index < Math.min(total, offset + limit); index += 1) {
        const base = catalog[index % catalog.length] as MediaSummary;
        items.push({ ...base, id: 1000 + index, title: `Episode ${index + 1}` });
      }
      inFlight -= 1;
      await route.fulfill({ json: items });
    });

    await signUpSubscriber(page);
    await page.goto('/browse');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('link', { name: /^Episode \d+ / });
    await expect(cards).toHaveCount(31);
    expect(requested).toEqual(['0+31']);

    await page.mouse.wheel(0, 20_000);
    await expect(cards).toHaveCount(61);
    await page.mouse.wheel(0, 20_000);
    await expect(cards).toHaveCount(total);
    await expect(page.getByText('No more results.')).toBeVisible();
    expect(requested).toEqual(['0+31', '31+30', '61+30', '68+30']);
    expect(mostInFlight).toBe(1);
  });
});
