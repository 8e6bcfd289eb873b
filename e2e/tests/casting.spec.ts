import fs from 'node:fs/promises';
import { CAST_SENDER_URL } from '@crewcast/contracts/constants/cast';
import type { Page } from '@playwright/test';
import { IN_FULL_CHROMIUM } from '../browsers';
import { expectVideoPlays, videoTime, waitForFreeEpisode } from './catalog';
import { DESKTOP, expect, PHONE, saveStill, seriousViolations, test } from './fixtures';
import { signUpSubscriber } from './members';
import { setSiteSetting } from './site-settings';

/** What the stand-in's receiver was asked to play (scripts/cast-sender-stand-in.js). */
interface CastLoad {
  contentId: string;
  contentType: string;
  hlsSegmentFormat: string;
  title: string;
  currentTime: number;
  autoplay: boolean;
}

type StandInWindow = Window & {
  __castStandIn?: {
    options: { receiverApplicationId: string } | null;
    loads: CastLoad[];
    receiver: { currentTime: number; isPaused: boolean; isMuted: boolean; volumeLevel: number };
    addDevice(name: string): void;
    playTo(seconds: number): void;
  };
};

const STAND_IN = fs.readFile(new URL('../scripts/cast-sender-stand-in.js', import.meta.url), 'utf8');

/** Google's sender script is answered by the stand-in: this machine cannot reach gstatic.com. */
async function serveCastStandIn(page: Page): Promise<void> {
  const body = await STAND_IN;
  await page.route(
    (url) => url.href === CAST_SENDER_URL,
    (route) => route.fulfill({ contentType: 'text/javascript', body }),
  );
}

// The operator command needs the suite's own server and database.
test.skip(Boolean(process.env.E2E_BASE_URL), 'runs only against the server the suite starts');
// The Cast sender needs the full browser's media router.
test.use({ ...DESKTOP, ...IN_FULL_CHROMIUM });

test.beforeAll(async ({ request }) => setSiteSetting(request, 'chromecast_enabled', true));
test.afterAll(async ({ request }) => setSiteSetting(request, 'chromecast_enabled', false));

test('the cast button shows once a device is around and sends the signed video from where the member was, who plays on from where the TV got to', async ({
  page,
  request,
  baseURL,
}) => {
  const free = await waitForFreeEpisode(request);
  await serveCastStandIn(page);
  await signUpSubscriber(page);
  await page.goto(`/video/${free.id}`);
  const castButton = page.getByRole('button', { name: 'Cast to a device' });
  const standIn = () => page.evaluate(() => (window as StandInWindow).__castStandIn);

  // The framework is up (the player has set its options) and no device is around: no button.
  await expect.poll(async () => (await standIn())?.options?.receiverApplicationId).toBe('CC1AD845');
  await expectVideoPlays(page);
  await expect(castButton).toHaveCount(0);
  // Paused early on, so the short episode cannot end (and move on to the next) while the journey looks at it.
  await page.getByRole('button', { name: 'Pause' }).first().click();

  await page.evaluate(() => (window as StandInWindow).__castStandIn?.addDevice('Living Room TV'));
  await expect(castButton).toBeVisible();
  await expect(castButton).toHaveAttribute('aria-pressed', 'false');
  expect(await seriousViolations(page)).toEqual([]);
  await saveStill(page.locator('.player'), 'casting-1440');
  await page.setViewportSize(PHONE.viewport);
  await saveStill(page.locator('.player'), 'casting-390');
  await page.setViewportSize(DESKTOP.viewport);

  const localTime = await videoTime(page);
  await castButton.click();
  await expect(page.getByRole('status').filter({ hasText: 'Playing on Living Room TV' })).toBeVisible();
  await expect(castButton).toHaveAttribute('aria-pressed', 'true');
  await saveStill(page.locator('.player'), 'casting-to-tv-1440');
  const [load] = (await standIn())?.loads ?? [];
  expect(load).toMatchObject({
    contentType: 'application/x-mpegurl',
    hlsSegmentFormat: 'fmp4',
    title: free.title,
    autoplay: true,
  });
  expect(load?.contentId).toMatch(new RegExp(`^${baseURL}/media/[^/]+/[0-9a-f-]{36}/master\\.m3u8$`));
  expect(load?.currentTime).toBe(localTime);
  expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  // The receiver, on Google's origin, may read the signed playlist.
  const playlist = await request.get(load?.contentId ?? '', {
    headers: { origin: 'https://www.gstatic.com' },
  });
  expect(playlist.ok()).toBe(true);
  expect(playlist.headers()['access-control-allow-origin']).toBe('*');

  // While the TV plays the video, the player's controls drive the TV and show what it does; the page stays paused.
  const receiver = async () => (await standIn())?.receiver;
  const bar = page.locator('.player__bar');
  await bar.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await receiver())?.isPaused).toBe(true);
  await expect(bar.getByRole('button', { name: 'Play' })).toBeVisible();
  await bar.getByRole('button', { name: 'Play' }).click();
  await expect.poll(async () => (await receiver())?.isPaused).toBe(false);
  await bar.getByRole('button', { name: 'Mute' }).click();
  await expect.poll(async () => (await receiver())?.isMuted).toBe(true);
  await expect(bar.getByRole('button', { name: 'Unmute' })).toBeVisible();
  const duration = await page.locator('video').evaluate((video: HTMLVideoElement) => video.duration);
  const seekedTo = Math.min(localTime + 5, duration);
  await page.locator('.player').press('ArrowRight');
  await expect.poll(async () => (await receiver())?.currentTime).toBe(seekedTo);
  await expect(page.locator('.player__time')).toContainText(
    `0:${String(Math.floor(seekedTo)).padStart(2, '0')} /`,
  );
  const pageVideo = () =>
    page.locator('video').evaluate((video: HTMLVideoElement) => [video.paused, video.currentTime]);
  expect(await pageVideo()).toEqual([true, localTime]);

  // The TV plays on to 8 s (the page was paused well before); stopping casting plays on in the page from there.
  expect(localTime).toBeLessThan(8);
  await page.evaluate(() => (window as StandInWindow).__castStandIn?.playTo(8));
  await castButton.click();
  await expect(castButton).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(8);
  expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(false);
});
