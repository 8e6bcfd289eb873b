import type { Locator, Page, Route } from '@playwright/test';
import { DEMO_CREATOR, openAs } from './catalog';
import { checkScreen, DESKTOP, expect, PHONE, test } from './fixtures';
import { makeClip, makePicture } from './media-files';

/** The machine may be busy transcoding the demo catalog: screens get time to load. */
const expectSoon = expect.configure({ timeout: 30_000 });

const DAY_MS = 24 * 60 * 60 * 1000;

const UPLOAD_CHUNKS = '**/v1/admin/uploads/*';

/** Holds uploads' chunks back until released, so an upload's progress can be seen and cancelled. */
async function holdUploads(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    if (route.request().method() === 'PATCH') await released;
    // The page may have cancelled the upload meanwhile.
    await route.continue().catch(() => undefined);
  };
  await page.route(UPLOAD_CHUNKS, hold);
  return async () => {
    release();
    await page.unroute(UPLOAD_CHUNKS, hold);
  };
}

/** The packshots every project needs, and a pitch clip. */
function mediaFiles(outputPath: (name: string) => string) {
  const files = {
    clip: outputPath('pitch.mp4'),
    packshot: outputPath('packshot.png'),
    vertical: outputPath('packshot-vertical.png'),
  };
  makeClip(files.clip);
  makePicture(files.packshot, 640, 360);
  makePicture(files.vertical, 400, 600, '0x7a5cff');
  return files;
}

async function fillProject(
  side: Locator,
  title: string,
  pitch: { clip: string } | 'none',
  files: ReturnType<typeof mediaFiles>,
): Promise<void> {
  await side.getByLabel('Title').fill(title);
  await side.getByLabel('Description').fill(`${title}, pitched to the crew.`);
  if (pitch === 'none') await side.getByRole('radio', { name: 'None for now' }).check();
  else {
    await side.getByRole('radio', { name: 'Upload a video' }).check();
    await side.getByLabel('Video file').setInputFiles(pitch.clip);
  }
  await side.getByLabel('Packshot (16:9)').setInputFiles(files.packshot);
  await side.getByLabel('Vertical packshot (2:3)').setInputFiles(files.vertical);
}

test.describe('console Greenlight', () => {
  test.beforeEach(() => {
    // The demo catalog is transcoded in the background while the suite starts; pitches queue behind it.
    test.setTimeout(300_000);
  });

  test.describe('on a desktop', () => {
    test.use(DESKTOP);

    test('a creator creates a battle with an uploaded pitch, sees it upload, process and play, and cancels a second upload', async ({
      page,
    }, testInfo) => {
      const files = mediaFiles((name) => testInfo.outputPath(name));
      const suffix = Date.now().toString(36);
      const leftTitle = `Pitch Upload ${suffix}`;
      const rightTitle = `No Pitch Yet ${suffix}`;

      await openAs(page, DEMO_CREATOR, '/admin/greenlight');
      await expectSoon(page.getByRole('heading', { level: 1, name: 'Greenlight' })).toBeVisible();
      await expectSoon(page.getByTestId('battle-row').first()).toBeVisible();
      await checkScreen(page, 'console-greenlight-1440');

      await page.getByRole('button', { name: 'New battle' }).click();
      const dialog = page.getByRole('dialog', { name: 'New battle' });
      const left = dialog.getByRole('group', { name: 'Left project' });
      const right = dialog.getByRole('group', { name: 'Right project' });
      // Without a file, the form says what the upload needs.
      await left.getByLabel('Title').fill(leftTitle);
      await dialog.getByRole('button', { name: 'Create battle' }).click();
      await expect(left.getByText('Choose a video file.')).toBeVisible();
      await expect(left.getByLabel('Video file')).toBeFocused();

      await fillProject(left, leftTitle, { clip: files.clip }, files);
      await fillProject(right, rightTitle, 'none', files);
      // Tomorrow, so the pitches may still be replaced.
      const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 16);
      await dialog.getByLabel('Starts (UTC)').fill(tomorrow);
      await dialog
        .getByLabel('Ends (UTC)')
        .fill(new Date(Date.now() + 8 * DAY_MS).toISOString().slice(0, 16));
      await checkScreen(page, 'console-greenlight-new-battle-1440');

      const releaseUpload = await holdUploads(page);
      await dialog.getByRole('button', { name: 'Create battle' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Its pitch videos are uploading')).toBeVisible();

      const row = page.getByTestId('battle-row').filter({ hasText: leftTitle });
      const progress = row.getByRole('progressbar', { name: `Uploading the pitch of ${leftTitle}` });
      await expectSoon(progress).toBeVisible();
      await expect(row.getByText(/^\d{1,3}%$/)).toBeVisible();
      await expect(row.getByRole('button', { name: `Cancel upload of ${leftTitle}` })).toBeVisible();
      await expect(row.getByText('Scheduled')).toBeVisible();
      await checkScreen(page, 'console-greenlight-uploading-1440');
      await releaseUpload();

      // Handed to the pipeline: processing (or queued behind the demo catalog), then ready to play.
      await expectSoon(row.getByText(/^Video (queued|processing)$/)).toBeVisible({ timeout: 60_000 });
      await expect(progress).toBeHidden();
      await expectSoon(row.getByText('Video ready')).toBeVisible({ timeout: 240_000 });
      await expect(row.getByRole('button', { name: `Replace video of ${leftTitle}` })).toBeVisible();

      // The other side's pitch starts uploading, and is cancelled: nothing changes.
      const releaseCancelled = await holdUploads(page);
      const chooser = page.waitForEvent('filechooser');
      await row.getByRole('button', { name: `Upload a video for ${rightTitle}` }).click();
      await (await chooser).setFiles(files.clip);
      const cancel = row.getByRole('button', { name: `Cancel upload of ${rightTitle}` });
      await expectSoon(cancel).toBeVisible();
      await cancel.click();
      await releaseCancelled();
      await expect(row.getByRole('progressbar')).toHaveCount(0);
      await expect(row.getByText('No pitch video')).toBeVisible();
      await expect(row.getByText('Video ready')).toBeVisible();
      await checkScreen(page, 'console-greenlight-ready-1440');
    });
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('the battles and the new battle form read at 390 px without serious accessibility problems', async ({
      page,
    }) => {
      await openAs(page, DEMO_CREATOR, '/admin/greenlight');
      await expectSoon(page.getByTestId('battle-row').first()).toBeVisible();
      await checkScreen(page, 'console-greenlight-390');
      await page.getByRole('button', { name: 'New battle' }).click();
      const dialog = page.getByRole('dialog', { name: 'New battle' });
      await expect(dialog.getByRole('radio', { name: 'Upload a video' }).first()).toBeChecked();
      await dialog
        .getByRole('group', { name: 'Right project' })
        .getByRole('radio', { name: 'An existing episode' })
        .check();
      await expect(dialog.getByLabel('Episode number')).toBeVisible();
      await checkScreen(page, 'console-greenlight-new-battle-390');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no sideways scrolling').toBeLessThanOrEqual(390);
    });
  });
});
