import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import type { MediaSummary } from '@crewcast/contracts/content';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../browsers';
import { installBridge } from './app-shell';
import { DEMO_MEMBER, expectVideoPlays, logInAs, videoTime, waitForCatalog } from './catalog';
import { checkScreen, DESKTOP, expect, PHONE, saveStill, seriousViolations, test } from './fixtures';
import { signUpSubscriber } from './members';

/** Files the service worker may keep: the build's hashed assets and the app shell's public files. */
const SHELL_FILE =
  /^\/(assets\/.+|offline\.html|offline\.js|manifest\.webmanifest|favicon\.svg|icons\/.+\.png)$/;

/** Waits until the service worker runs and controls the page (a first visit is controlled from its reload). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.goto('/');
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(new URL(script ?? '').pathname).toBe('/sw.js');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Every address in the service worker's caches, by cache name. */
function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const byCache: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      byCache[name] = requests.map((request) => new URL(request.url).pathname);
    }
    return byCache;
  });
}

/** A new subscriber watching a demo episode from its start; returns the episode. */
async function watchEpisode(page: Page, request: APIRequestContext): Promise<MediaSummary> {
  const [episode] = await waitForCatalog(request);
  if (!episode) throw new Error('the demo catalog is empty');
  await signUpSubscriber(page);
  await page.goto(`/video/${episode.id}`);
  await expectVideoPlays(page);
  return episode;
}

/** Width and height from a PNG's header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('an installable site', () => {
  test.use(PHONE);
  // These journeys are about the site's service worker, which the others go without (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('the manifest and its icons make the site installable to a home screen', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
      const { width, height } = pngSize(await image.body());
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    const appleIcon = await request.get('/icons/apple-touch-icon.png');
    expect(pngSize(await appleIcon.body())).toEqual({ width: 180, height: 180 });

    // Chromium's own installability check (the one Lighthouse reports), in a browser profile of its own: a
    // private window never installs.
    const profile = mkdtempSync(path.join(tmpdir(), 'crewcast-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...PHONE,
      baseURL,
      executablePath: FULL_CHROMIUM,
      args: CHROMIUM_ARGS,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await controlledByServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('without a network a page shows the offline page; API answers are never kept', async ({ page }) => {
    await controlledByServiceWorker(page);
    // Pages that ask the API for settings, strings, the FAQ and the catalog, through the worker.
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await page.goto('/join');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cached = await cachedPaths(page);
    const names = Object.keys(cached);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^crewcast-shell-[0-9a-f]{16}$/);
    const paths = Object.values(cached).flat();
    expect(paths).toEqual(expect.arrayContaining(['/offline.html', '/manifest.webmanifest']));
    expect(paths.filter((path) => !SHELL_FILE.test(path))).toEqual([]);

    // Left first, so that no request of the page is cut off halfway.
    await page.goto('about:blank');
    await page.context().setOffline(true);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'You’re offline' })).toBeVisible();
    await expect(page.getByText('This page needs a connection.')).toBeVisible();
    await expect(page).toHaveURL(/\/faq$/);
    expect(await seriousViolations(page)).toEqual([]);
    await saveStill(page, 'offline-phone', { fullPage: false });
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You’re offline' })).toBeVisible();

    // Back online, the offline page reloads itself into the page the member wanted.
    await page.context().setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  });

  test('a new deploy’s worker drops the cache of the one before', async ({ page }) => {
    await controlledByServiceWorker(page);
    await page.evaluate(async () => {
      const old = await caches.open('crewcast-shell-0123456789abcdef');
      await old.put('/assets/index-old.js', new Response('old deploy'));
      // A worker installs afresh, as a browser's does when a deploy changes sw.js.
      await navigator.serviceWorker.register('/sw.js?deploy=next');
    });
    await expect
      .poll(async () => Object.keys(await cachedPaths(page)))
      .toEqual([expect.stringMatching(/^crewcast-shell-(?!0123456789abcdef)[0-9a-f]{16}$/)]);
  });
});

test.describe('the player on a phone', () => {
  test.use(PHONE);

  test('keeps its place when the phone turns', async ({ page, request }) => {
    test.setTimeout(300_000);
    await page.addInitScript(() =>
      localStorage.setItem('crewcast.mobilePromoDismissedAt', JSON.stringify(Date.now())),
    );
    await watchEpisode(page, request);
    await page.locator('video').evaluate((video: HTMLVideoElement) => (video.dataset.watched = 'yes'));
    const before = await videoTime(page);

    await page.setViewportSize({ width: PHONE.viewport.height, height: PHONE.viewport.width });
    // The same element plays on from where it was (a busy machine may decode slowly: any progress counts).
    await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(before);
    await expect(page.locator('video[data-watched="yes"]')).toHaveCount(1);
    await expect(page.locator('video')).toBeInViewport();

    await page.setViewportSize(PHONE.viewport);
    const turnedBack = await videoTime(page);
    await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(turnedBack);
    await expect(page.locator('video[data-watched="yes"]')).toHaveCount(1);
  });
});

test.describe('lock-screen controls', () => {
  test.use(DESKTOP);

  test('the Media Session names the playing video and follows play and pause', async ({ page, request }) => {
    test.setTimeout(300_000);
    const episode = await watchEpisode(page, request);

    const session = () =>
      page.evaluate(() => {
        const { metadata, playbackState } = navigator.mediaSession;
        return {
          title: metadata?.title,
          artist: metadata?.artist,
          artwork: metadata?.artwork.map(({ src }) => new URL(src).pathname),
          playbackState,
        };
      });
    await expect.poll(session).toEqual({
      title: episode.title,
      artist: episode.showTitle,
      artwork: [expect.stringMatching(/^\/.+/)],
      playbackState: 'playing',
    });
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(async () => (await session()).playbackState).toBe('paused');

    await page.goto('/');
    await expect.poll(async () => (await session()).title).toBeUndefined();
  });
});

test.describe('app screens', () => {
  for (const { label, device } of [
    { label: '390', device: PHONE },
    { label: '1440', device: DESKTOP },
  ]) {
    test.describe(label, () => {
      test.use(device);

      test(`downloads and restore purchases inside an app have no serious violations (${label})`, async ({
        page,
      }) => {
        // The demo member joined before 2021-03-01, so the account opens without being sent to pay first.
        await logInAs(page, DEMO_MEMBER);
        await installBridge(page, 'ios');
        await page.goto('/payment?iosapp');
        await expect(page.getByRole('button', { name: 'Restore purchases' })).toBeVisible();
        await checkScreen(page, `app-payment-${label}`);
        await saveStill(page.locator('.restore-purchases'), `app-restore-purchases-${label}`);

        await page.goto('/account');
        const downloads = page.getByRole('region', { name: 'Downloads' });
        await expect(downloads).toBeVisible();
        await downloads.scrollIntoViewIfNeeded();
        await checkScreen(page, `app-account-${label}`);
        await saveStill(downloads, `app-downloads-${label}`);
      });
    });
  }
});
