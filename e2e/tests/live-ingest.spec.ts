import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ConsoleLivestream } from '@crewcast/contracts/live';
import type { Page } from '@playwright/test';
import { pushTestPattern } from '../../apps/server/src/test/rtmp-test-push';
import { E2E_EXTERNAL_HLS_URL, E2E_RTMP_PORT } from '../server-settings';
import { DEMO_MEMBER, DEMO_STAFF, logInAs, logInOnNewDevice, openAs } from './catalog';
import { checkScreen, DESKTOP, expect, PHONE, saveStill, test } from './fixtures';
import { newMember, pageOnNewDevice, signUp, signUpSubscriber } from './members';

// Members sign up and subscribe, and the encoder needs a few seconds before the stream is live; it pushes for as
// long as a journey may take.
const JOURNEY_MS = 240_000;
test.describe.configure({ mode: 'serial', timeout: JOURNEY_MS });

/** Another site's live HLS stream: ffmpeg writing a test pattern in real time, served with CORS as CDNs do. */
async function serveExternalHls(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'crewcast-external-hls-'));
  const writer = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error'],
      ...['-re', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25'],
      ...['-re', '-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=44100'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '25', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      ...['-f', 'hls', '-hls_time', '1', '-hls_list_size', '6', '-hls_flags', 'delete_segments'],
      path.join(dir, 'stream.m3u8'),
    ],
    { stdio: 'ignore' },
  );
  const server: Server = createServer((request, response) => {
    const name = path.basename(new URL(request.url ?? '/', E2E_EXTERNAL_HLS_URL).pathname);
    readFile(path.join(dir, name)).then(
      (body) => {
        response.writeHead(200, {
          'access-control-allow-origin': '*',
          'content-type': name.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t',
          'cache-control': 'no-cache',
        });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) =>
    server.listen(Number(new URL(E2E_EXTERNAL_HLS_URL).port), '127.0.0.1', resolve),
  );
  return {
    url: `${E2E_EXTERNAL_HLS_URL}/stream.m3u8`,
    stop: async () => {
      writer.kill('SIGKILL');
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The console's API, called with the demo staff account's session from a page logged in as it. */
async function asStaff(page: Page, method: 'POST', url: string, data?: object): Promise<ConsoleLivestream> {
  const session = await page.evaluate(() => localStorage.getItem('crewcast.authV2Token'));
  const { token } = JSON.parse(session ?? '{}') as { token: string };
  const response = await page.request.fetch(url, {
    method,
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as ConsoleLivestream;
}

/** Whether the page's video is playing: frames decoded and time moving. */
async function videoTime(page: Page): Promise<number> {
  return page
    .locator('video')
    .evaluate((video: HTMLVideoElement) => (video.readyState >= 3 && !video.paused ? video.currentTime : -1));
}

const NEXT_STREAM_HEADING = 'Crew Live Livestream';

test.describe('going live', () => {
  test.use(DESKTOP);
  let encoder: ChildProcess | undefined;
  test.afterAll(() => void encoder?.kill('SIGKILL'));

  test('/live shows the next stream and its live menu while nothing is live', async ({ page }) => {
    await signUpSubscriber(page);
    await page.goto('/live');
    await expect(page.getByRole('heading', { level: 1, name: NEXT_STREAM_HEADING })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Up next', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'About the next stream' })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
  });

  test('a subscriber watches what an encoder pushes, near the live edge, and a member without a subscription pays first', async ({
    page,
    browser,
    baseURL,
  }) => {
    const staff = await logInOnNewDevice(browser, baseURL ?? '', DEMO_STAFF, DESKTOP);
    const stream = await asStaff(staff, 'POST', '/v1/admin/livestreams', {
      title: 'Members only jam',
      scheduledStart: null,
      requiresSubscription: true,
    });

    await signUpSubscriber(page);
    await page.goto('/live');
    await expect(page.getByRole('heading', { level: 1, name: NEXT_STREAM_HEADING })).toBeVisible({
      timeout: 20_000,
    });

    encoder = pushTestPattern({
      ffmpeg: 'ffmpeg',
      url: `rtmp://127.0.0.1:${E2E_RTMP_PORT}/live/${stream.streamKey}`,
      seconds: JOURNEY_MS / 1000,
    });
    // The status is pushed when the stream goes live: the page swaps the offline stage for the player. On a busy
    // machine the encoder and the packager's first segments take their time.
    await expect(page.getByRole('heading', { level: 1, name: 'Members only jam' })).toBeVisible({
      timeout: 90_000,
    });
    await expect(page).toHaveURL(new RegExp(`/live/${stream.livestreamId}$`));
    await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(1);
    const startedAt = await videoTime(page);
    await expect.poll(() => videoTime(page), { timeout: 10_000 }).toBeGreaterThan(startedAt + 1);
    await expect(page.getByText('1 watching').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Play bingo along with the stream' })).toHaveAttribute(
      'href',
      '/bingo',
    );

    // Paused, the player offers to go back to the live edge, and does.
    await page.locator('video').evaluate((video: HTMLVideoElement) => video.pause());
    const goLive = page.getByRole('button', { name: 'Go live' });
    await expect(goLive).toBeVisible();
    await checkScreen(page, 'live-playing-1440', { fullPage: false });
    await goLive.click();
    await expect(goLive).toBeHidden();
    const resumedAt = await videoTime(page);
    await expect.poll(() => videoTime(page), { timeout: 10_000 }).toBeGreaterThan(resumedAt + 0.5);
    await page.setViewportSize(PHONE.viewport);
    await expect(page.getByRole('log', { name: 'Chat messages' })).toBeVisible();
    await checkScreen(page, 'live-playing-390');

    // A member without a subscription is sent to pay.
    const member = await pageOnNewDevice(browser, baseURL ?? '', PHONE);
    await signUp(member, newMember());
    await member.goto(`/live/${stream.livestreamId}`);
    await expect(member).toHaveURL(
      new RegExp(`/payment\\?return=${encodeURIComponent(`/live/${stream.livestreamId}`)}$`),
      { timeout: 20_000 },
    );

    // The encoder stops: the stream ends for everyone watching, and /live is offline again.
    encoder.kill('SIGKILL');
    await expect(page.getByRole('heading', { level: 1, name: NEXT_STREAM_HEADING })).toBeVisible({
      timeout: 20_000,
    });
    await member.context().close();
    await staff.context().close();
  });

  test.describe('from another site', () => {
    test.use({ allowedOrigins: [E2E_EXTERNAL_HLS_URL] });

    test("a stream at an external HLS address plays on /live, past the site's content policy", async ({
      page,
      browser,
      baseURL,
    }) => {
      const external = await serveExternalHls();
      try {
        const staff = await logInOnNewDevice(browser, baseURL ?? '', DEMO_STAFF, DESKTOP);
        const stream = await asStaff(staff, 'POST', '/v1/admin/livestreams', {
          title: 'Relay from the road',
          scheduledStart: null,
          requiresSubscription: false,
          externalUrl: external.url,
        });
        await expect
          .poll(async () => (await page.request.get(external.url)).status(), { timeout: 20_000 })
          .toBe(200);
        await asStaff(staff, 'POST', `/v1/admin/livestreams/${stream.livestreamId}/start`);

        // A member of long standing, whom the site does not send on to pay.
        await openAs(page, DEMO_MEMBER, '/live');
        await expect(page.getByRole('heading', { level: 1, name: 'Relay from the road' })).toBeVisible({
          timeout: 20_000,
        });
        await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(1);
        const startedAt = await videoTime(page);
        await expect.poll(() => videoTime(page), { timeout: 10_000 }).toBeGreaterThan(startedAt + 1);

        await asStaff(staff, 'POST', `/v1/admin/livestreams/${stream.livestreamId}/end`);
        await expect(page.getByRole('heading', { level: 1, name: NEXT_STREAM_HEADING })).toBeVisible({
          timeout: 20_000,
        });
        await staff.context().close();
      } finally {
        await external.stop();
      }
    });
  });
});

test.describe('the console livestreams', () => {
  for (const [name, viewport] of [
    ['1440', DESKTOP],
    ['390', PHONE],
  ] as const) {
    test(`a creator makes a livestream, copies where to publish, and replaces its key (${name})`, async ({
      browser,
      baseURL,
    }) => {
      const staff = await pageOnNewDevice(browser, baseURL ?? '', viewport);
      await staff.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await logInAs(staff, DEMO_STAFF);
      await staff.goto('/admin/live');
      await expect(staff.getByRole('heading', { level: 1, name: 'Livestreams' })).toBeVisible();
      await staff.getByRole('button', { name: 'New livestream' }).click();
      const dialog = staff.getByRole('dialog', { name: 'New livestream' });
      await dialog.getByRole('button', { name: 'Create livestream' }).click();
      await expect(dialog.getByText('Give the livestream a title.')).toBeVisible();
      const title = `Studio session ${name} ${Date.now()}`;
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('Only subscribers may watch').check();
      await dialog.getByRole('button', { name: 'Create livestream' }).click();
      await expect(dialog).toBeHidden();

      const card = staff.getByRole('article', { name: title });
      await expect(card.getByText(/^rtmp:\/\/127\.0\.0\.1:\d+\/live$/)).toBeVisible();
      await card.getByRole('button', { name: 'Show' }).click();
      const key = (await card.locator('code').nth(1).textContent()) ?? '';
      expect(key).toMatch(/^[\w-]{40,}$/);
      await card.getByRole('button', { name: 'Copy the Stream key' }).click();
      expect(await staff.evaluate(() => navigator.clipboard.readText())).toBe(key);

      await card.getByRole('button', { name: `New stream key for ${title}` }).click();
      const confirm = staff.getByRole('alertdialog', { name: `Replace the stream key of ${title}?` });
      await saveStill(staff, `console-live-key-${name}`, { fullPage: false });
      await confirm.getByRole('button', { name: 'New stream key' }).click();
      await expect(confirm).toBeHidden();
      await expect(card.locator('code').nth(1)).not.toHaveText(key);
      await checkScreen(staff, `console-live-${name}`);
      await staff.context().close();
    });
  }
});
