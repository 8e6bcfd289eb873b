import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../server-settings';
import { createShowWithEpisode, DEMO_STAFF, logInAs, waitForCatalog } from './catalog';
import { checkScreen, DESKTOP, expect, PHONE, test } from './fixtures';
import { makeClip } from './media-files';

/** The machine may be busy transcoding the demo catalog: screens get time to load. */
const expectSoon = expect.configure({ timeout: 30_000 });

/** Where the server keeps each finished upload as the source of its transcode. */
const SOURCES_DIR = path.join(E2E_DATA_DIR, 'sources');

const SECTIONS = [
  'ffmpeg',
  'Database',
  'Redis',
  'Storage',
  'Mail',
  'Live ingest',
  'Realtime',
  'Analytics',
  'Job queue',
  'Servers',
];

/**
 * A copy of an MP4 whose media data is all zeros: its header still describes an H.264 and an AAC stream (so the
 * upload's probe accepts it), but nothing in it decodes, so its transcode fails.
 */
function undecodableCopy(file: string, copy: string): Buffer {
  const bytes = fs.readFileSync(file);
  for (let offset = 0; offset + 8 <= bytes.length;) {
    const size = bytes.readUInt32BE(offset);
    if (bytes.toString('latin1', offset + 4, offset + 8) === 'mdat') {
      bytes.fill(0, offset + 8, offset + size);
      break;
    }
    offset += size;
  }
  fs.writeFileSync(copy, bytes);
  return bytes;
}

/** The kept source of the upload whose content is `content`, once the server has moved it into place. */
async function keptSourceOf(content: Buffer): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const names = fs.existsSync(SOURCES_DIR) ? fs.readdirSync(SOURCES_DIR) : [];
        found =
          names
            .map((name) => path.join(SOURCES_DIR, name))
            .find(
              (file) => fs.statSync(file).size === content.length && fs.readFileSync(file).equals(content),
            ) ?? '';
        return found;
      },
      { timeout: 60_000 },
    )
    .not.toBe('');
  return found;
}

async function openHealth(page: Page): Promise<void> {
  await page.goto('/admin/health');
  await expectSoon(page.getByRole('heading', { level: 1, name: 'Health' })).toBeVisible();
  for (const name of SECTIONS)
    await expectSoon(page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).toBeVisible();
}

test.describe('console health', () => {
  test.beforeEach(async ({ request }) => {
    // An upload, a failed transcode and the one that follows the retry, after the demo catalog's own transcodes
    // (which would otherwise hold the machine while the page loads).
    test.setTimeout(480_000);
    await waitForCatalog(request);
  });

  test.describe('at 1440px', () => {
    test.use(DESKTOP);

    test('an Official sees every section, and retries a failed transcode once its source is mended', async ({
      page,
    }, testInfo) => {
      const clip = testInfo.outputPath('clip.mp4');
      makeClip(clip);
      const broken = undecodableCopy(clip, testInfo.outputPath('broken.mp4'));
      const suffix = Date.now().toString(36);
      const showTitle = `Health Test ${suffix}`;
      const episodeTitle = `Broken Upload ${suffix}`;

      await logInAs(page, DEMO_STAFF);
      await openHealth(page);
      await checkScreen(page, 'console-health-1440');

      // An episode whose uploaded video passes the probe but does not decode: its transcode fails.
      await page.goto('/admin/catalog');
      await expectSoon(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();
      await createShowWithEpisode(page, showTitle, episodeTitle);
      const episodeUrl = page.url();
      await page.getByLabel('Choose a video file').setInputFiles(testInfo.outputPath('broken.mp4'));
      const source = await keptSourceOf(broken);

      // The failed attempt is listed with ffmpeg's reason while the queue waits to try again.
      await openHealth(page);
      const failure = page
        .getByTestId('health-failure')
        .filter({ hasText: 'transcode-media' })
        .filter({ hasText: /ffmpeg/ })
        .first();
      await expect(async () => {
        await page.reload();
        await expect(failure).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 120_000 });

      // The operator mends the source, then runs the job at once rather than waiting for its next attempt.
      fs.copyFileSync(clip, source);
      await failure.getByRole('button', { name: /^Retry transcode-media/ }).click();
      await expect(page.getByText('transcode-media will run again.')).toBeVisible();
      await expectSoon(failure).toHaveCount(0, { timeout: 120_000 });

      await page.goto(episodeUrl);
      await expectSoon(page.getByText('The video is ready.', { exact: true })).toBeVisible({
        timeout: 240_000,
      });
    });
  });

  test.describe('at 390px', () => {
    test.use(PHONE);

    test('the health page has no serious or critical accessibility violations', async ({ page }) => {
      await logInAs(page, DEMO_STAFF);
      await openHealth(page);
      // Nothing scrolls sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await checkScreen(page, 'console-health-390');
    });
  });
});
