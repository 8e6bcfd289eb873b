import { execFileSync } from 'node:child_process';
import { createShowWithEpisode, DEMO_CREATOR, openAs, videoTime } from './catalog';
import { checkScreen, DESKTOP, expect, PHONE, test } from './fixtures';
import { makeClip } from './media-files';
import { pageOnNewDevice, signUpSubscriber } from './members';

/** The machine may be busy transcoding the demo catalog: screens get time to load. */
const expectSoon = expect.configure({ timeout: 30_000 });

/** The web app sends uploads in chunks of this size (apps/web/src/lib/video-upload.ts). */
const CHUNK_BYTES = 2 * 1024 * 1024;

test.describe('console catalog', () => {
  test.use(DESKTOP);
  // The dropped chunk is answered 409 on purpose; a refused non-video upload is answered 400.
  test.use({ expectedFailures: [/^\/v1\/admin\/uploads\//] });
  test.beforeEach(() => {
    // The demo catalog is transcoded in the background while the suite starts.
    test.setTimeout(300_000);
  });

  test('a creator uploads a clip through a dropped connection, and it becomes a playable episode on the home page', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const clip = testInfo.outputPath('clip.mp4');
    makeClip(clip);
    const suffix = Date.now().toString(36);
    const showTitle = `Upload Test ${suffix}`;
    const episodeTitle = `Fresh Upload ${suffix}`;

    await openAs(page, DEMO_CREATOR, '/admin/catalog');
    await expectSoon(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();
    await expectSoon(page.getByRole('link', { name: 'Night Shift' })).toBeVisible({ timeout: 30_000 });
    await checkScreen(page, 'console-catalog-1440');

    await createShowWithEpisode(page, showTitle, episodeTitle);
    await checkScreen(page, 'console-catalog-episode-1440');

    // The second chunk's connection drops halfway: the server keeps the half it received, the client is told
    // the chunk failed, asks the server what it holds and carries on from there.
    let patches = 0;
    const half = CHUNK_BYTES / 2;
    await page.route('**/v1/admin/uploads/*', async (route) => {
      const request = route.request();
      if (request.method() !== 'PATCH' || (patches += 1) !== 2) return route.continue();
      const body = request.postDataBuffer() ?? Buffer.alloc(0);
      await route.fetch({ postData: body.subarray(0, half) });
      return route.fulfill({ status: 409, contentType: 'application/json', body: '{"error":"CONFLICT"}' });
    });
    const resumedFrom = page.waitForResponse((response) => response.request().method() === 'HEAD');
    await page.getByLabel('Choose a video file').setInputFiles(clip);
    await expectSoon(page.getByRole('progressbar', { name: 'Uploading' })).toBeVisible();
    expect((await resumedFrom).headers()['upload-offset']).toBe(String(CHUNK_BYTES + half));
    await expectSoon(page.getByText('The video is ready.', { exact: true })).toBeVisible({
      timeout: 240_000,
    });
    expect(patches).toBeGreaterThanOrEqual(3);

    await page.getByRole('radio', { name: /^Now/ }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectSoon(page.getByText('Saved.')).toBeVisible();
    const watch = page.getByRole('link', { name: 'Watch it as members do' });
    await expectSoon(watch).toBeVisible();
    const mediaId = new URL(page.url()).pathname.split('/').at(-1);

    // A subscriber finds it among the new episodes on the home page and plays it. (The demo creator signs in from
    // many journeys' browsers, so this one may be past the account's active devices.)
    const member = await pageOnNewDevice(browser, baseURL ?? '', DESKTOP);
    await signUpSubscriber(member);
    const newest = member.getByRole('region', { name: 'New episodes' });
    await expect(async () => {
      await member.goto('/');
      await expect(newest.getByRole('link', { name: new RegExp(episodeTitle) }).first()).toBeVisible({
        timeout: 10_000,
      });
    }).toPass({ timeout: 60_000 });
    await member.goto(`/video/${mediaId}`);
    await expectSoon(member.getByRole('heading', { level: 1, name: episodeTitle })).toBeVisible();
    const play = member.getByRole('button', { name: 'Play' }).first();
    if (await play.isVisible()) await play.click();
    await expect.poll(() => videoTime(member), { timeout: 30_000 }).toBeGreaterThan(0.5);
    await member.context().close();
  });

  test.describe('refusals', () => {
    test('a non-video upload is refused with a clear message', async ({ page }, testInfo) => {
      const notes = testInfo.outputPath('notes.mp4');
      execFileSync('sh', ['-c', `printf 'meeting notes, not a video\\n%.0s' $(seq 1 200) > "${notes}"`]);
      await openAs(page, DEMO_CREATOR, '/admin/catalog');
      await page.getByRole('link', { name: 'Night Shift' }).click();
      const title = `Not a video ${Date.now().toString(36)}`;
      await page.getByLabel('New episode in season 1').fill(title);
      await page.getByLabel('New episode in season 1').press('Enter');
      await expectSoon(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.getByLabel('Choose a video file').setInputFiles(notes);
      await expectSoon(page.getByRole('alert')).toHaveText(/That file is not a video/);
      await expectSoon(page.getByText(/No video yet/)).toBeVisible();
    });
  });

  test('the home page curation shows the banners, lists and a preview', async ({ page }) => {
    await openAs(page, DEMO_CREATOR, '/admin/home');
    await expectSoon(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
    await expectSoon(page.getByRole('heading', { name: 'Special channel: hot-list' })).toBeVisible();
    await expectSoon(page.getByRole('complementary', { name: 'Preview' })).toBeVisible();
    await checkScreen(page, 'console-catalog-home-1440');
    await page.getByRole('link', { name: 'Back to the catalog' }).click();
    await page.getByRole('link', { name: 'Night Shift' }).click();
    await expectSoon(page.getByRole('heading', { level: 1, name: 'Night Shift' })).toBeVisible();
    await checkScreen(page, 'console-catalog-show-1440');
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('every catalog screen reads at 390 px without serious accessibility problems', async ({ page }) => {
      await openAs(page, DEMO_CREATOR, '/admin/catalog');
      await expectSoon(page.getByRole('link', { name: 'Night Shift' })).toBeVisible({ timeout: 30_000 });
      await checkScreen(page, 'console-catalog-390');
      await page.getByRole('link', { name: 'Night Shift' }).click();
      await expectSoon(page.getByRole('heading', { level: 1, name: 'Night Shift' })).toBeVisible();
      await checkScreen(page, 'console-catalog-show-390');
      await page.getByRole('link', { name: 'Cold Open' }).click();
      await expectSoon(page.getByRole('heading', { level: 1, name: 'Cold Open' })).toBeVisible();
      await checkScreen(page, 'console-catalog-episode-390');
      await page.goto('/admin/home');
      await expectSoon(page.getByRole('complementary', { name: 'Preview' })).toBeVisible();
      await checkScreen(page, 'console-catalog-home-390');
    });
  });
});
