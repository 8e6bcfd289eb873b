import { readFileSync } from 'node:fs';
import type { AdminEpisode, AdminShow } from '@crewcast/contracts/catalog';
import type { PushPayload } from '@crewcast/contracts/notifications';
import type { APIRequestContext, Page } from '@playwright/test';
import { IN_FULL_CHROMIUM } from '../browsers';
import { DEMO_STAFF, logInOnNewDevice } from './catalog';
import { DESKTOP, expect, seriousViolations, test } from './fixtures';
import { makeClip } from './media-files';
import { newMember, signUp, subscribe } from './members';
import { waitForMail } from './outbox';

/** The demo catalog may still be transcoding ahead of the new episode's video. */
test.describe.configure({ timeout: 300_000 });

/** The access token the page's session holds. */
async function tokenOf(page: Page): Promise<string> {
  const session = await page.evaluate(() => localStorage.getItem('crewcast.authV2Token'));
  return (JSON.parse(session ?? '{}') as { token: string }).token;
}

/** Calls the console API as staff; answers the checked JSON. */
async function asStaff<T>(
  request: APIRequestContext,
  token: string,
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  data?: object,
): Promise<T> {
  const response = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** A fresh show with one unpublished episode whose video is uploaded (tus, one chunk) and transcoded. */
async function draftEpisode(request: APIRequestContext, token: string, clip: Buffer, suffix: string) {
  const show = await asStaff<AdminShow>(request, token, 'POST', '/v1/admin/catalog/shows', {
    slug: `notified-${suffix}`,
    title: `Notified ${suffix}`,
  });
  const season = await asStaff<AdminShow>(
    request,
    token,
    'POST',
    `/v1/admin/catalog/shows/${show.id}/seasons`,
    {
      title: 'Season 1',
    },
  );
  const episodeBody = { title: `Fresh Notice ${suffix}`, description: '', isFree: true, publishedAt: null };
  const episode = await asStaff<AdminEpisode>(
    request,
    token,
    'POST',
    `/v1/admin/catalog/seasons/${season.seasons[0]!.id}/episodes`,
    episodeBody,
  );
  const upload = await request.post('/v1/admin/uploads', {
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(clip.length),
      'upload-metadata': `mediaId ${Buffer.from(String(episode.id)).toString('base64')},filename ${Buffer.from('clip.mp4').toString('base64')}`,
    },
  });
  expect(upload.status()).toBe(201);
  const sent = await request.patch(upload.headers().location!, {
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    data: clip,
  });
  expect(sent.status()).toBe(204);
  const ready = async () => {
    const current = await asStaff<AdminEpisode>(
      request,
      token,
      'GET',
      `/v1/admin/catalog/episodes/${episode.id}`,
    );
    return current.video.status;
  };
  return {
    show,
    episode,
    episodeBody,
    videoReady: () => expect.poll(ready, { timeout: 240_000 }).toBe('ready'),
  };
}

/** The notifications the site's service worker shows now. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, data }) => ({
      title,
      body,
      tag,
      url: (data as { url: string }).url,
    }));
  });
}

// Web push needs the full browser: the headless shell has no push service.
test.use(IN_FULL_CHROMIUM);
// Web push arrives through the site's service worker, which the other journeys go without (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.describe('notifications', () => {
  test.use(DESKTOP);

  test('a follower hears of a new episode by mail and in the browser', async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo) => {
    const clipFile = testInfo.outputPath('clip.mp4');
    makeClip(clipFile);
    const suffix = Date.now().toString(36);
    const member = newMember();
    // Staff make a show with a draft episode while a member signs up.
    const [{ staff, staffToken, draft }] = await Promise.all([
      (async () => {
        const staff = await logInOnNewDevice(browser, baseURL!, DEMO_STAFF);
        const staffToken = await tokenOf(staff);
        return {
          staff,
          staffToken,
          draft: await draftEpisode(request, staffToken, readFileSync(clipFile), suffix),
        };
      })(),
      signUp(page, member).then(() => subscribe(page)),
    ]);
    const { show, episode, episodeBody } = draft;

    // While its video transcodes, the member follows the show and asks for its new episodes by mail and here.
    await page.goto(`/show/${show.slug}`);
    const follow = page.getByRole('button', { name: `Follow ${show.title}` });
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/account');
    const settings = page.getByRole('group', { name: 'New episodes of shows I follow' });
    for (const channel of ['Email', 'This browser']) {
      const toggle = settings.getByRole('switch', { name: channel });
      await toggle.click();
      await expect(toggle).toBeChecked();
    }
    await expect(page.getByRole('button', { name: 'Allow notifications in this browser' })).toBeVisible();
    for (const { width, height } of [DESKTOP.viewport, { width: 390, height: 844 }]) {
      await page.setViewportSize({ width, height });
      expect(await seriousViolations(page)).toEqual([]);
    }

    // Allowed as on an earlier visit. (Pressing the button would subscribe at a push service, which Chromium
    // refuses in a private profile, logging an error.)
    await page.context().grantPermissions(['notifications']);

    await draft.videoReady();
    await asStaff(request, staffToken, 'PUT', `/v1/admin/catalog/episodes/${episode.id}`, {
      ...episodeBody,
      publishedAt: new Date().toISOString(),
    });
    const title = `New on ${show.title}: ${episodeBody.title}`;
    const mail = await waitForMail(member.email, new RegExp(`^${title}$`));
    expect(mail.text).toContain(`/video/${episode.id}`);

    // Headless Chromium has no push service: the worker gets the push the server sends, through DevTools.
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find(
          ({ scopeURL, isDeleted }) => !isDeleted && scopeURL === `${baseURL}/`,
        );
        if (ours) resolve(ours.registrationId);
      }),
    );
    await page.evaluate(() => navigator.serviceWorker.ready);
    await cdp.send('ServiceWorker.enable');
    const payload: PushPayload = {
      title,
      body: `A new episode of ${show.title} is out: ${episodeBody.title}.`,
      url: `/video/${episode.id}`,
      tag: `episode:${episode.id}`,
    };
    const push = { origin: baseURL!, registrationId: await registrationId, data: JSON.stringify(payload) };
    // A push delivered while the worker is still starting can be dropped on a busy machine: it is delivered again
    // until shown (one notification either way, as pushes with one tag replace each other).
    await expect
      .poll(
        async () => {
          await cdp.send('ServiceWorker.deliverPushMessage', push);
          return shownNotifications(page);
        },
        { timeout: 30_000, intervals: [2_000] },
      )
      .toEqual([payload]);

    // Staff see the send on the console's notifications page.
    await staff.goto('/admin/notifications');
    await expect(staff.getByRole('cell', { name: title })).toBeVisible();
    expect(await seriousViolations(staff)).toEqual([]);
    await staff.context().close();
  });
});
