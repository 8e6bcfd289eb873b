import { randomBytes } from 'node:crypto';
import type { MediaSummary } from '@crewcast/contracts/content';
import type { Locator, Page } from '@playwright/test';
import { registerThroughApi } from './account-api';
import { DEMO_STAFF, logInAs, waitForCatalog } from './catalog';
import { checkScreen, DESKTOP, expect, saveStill, seriousViolations, test } from './fixtures';
import { logIn, newMember, signUpSubscriber, subscribe, type Member } from './members';

// Journeys wait for the demo catalog's transcodes and sign members up first.
test.describe.configure({ timeout: 300_000 });
test.use(DESKTOP);

const LOADED = { timeout: 30_000 };

interface VideoState {
  paused: boolean;
  time: number;
  muted: boolean;
  volume: number;
  fullscreen: boolean;
  captions: string[];
}

/** What the member would notice of the video: whether it plays, where, how loud, how big, with captions. */
function videoState(page: Page): Promise<VideoState> {
  return page.locator('video').evaluate((video: HTMLVideoElement) => ({
    paused: video.paused,
    time: video.currentTime,
    muted: video.muted,
    volume: video.volume,
    fullscreen: document.fullscreenElement !== null,
    captions: Array.from(video.textTracks, ({ mode }) => mode),
  }));
}

/** Presses Tab until `target` has focus (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${String(target)} in ${limit} presses`);
}

/** The free first episode of the demo's first show, whose season lists more episodes after it. */
async function firstEpisode(page: Page): Promise<MediaSummary> {
  const catalog = await waitForCatalog(page.request);
  const first = catalog.find(
    ({ showSlug, seasonNumber, episodeNumber }) =>
      showSlug === 'night-shift' && seasonNumber === 1 && episodeNumber === 1,
  );
  if (!first) throw new Error('The demo catalog has no first episode of Night Shift');
  return first;
}

/** Opens the video page and waits for the player to have its video ready to play. */
async function openVideo(page: Page, mediaId: number): Promise<void> {
  await page.goto(`/video/${mediaId}`);
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible(LOADED);
  await expect
    .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.readyState), LOADED)
    .toBeGreaterThanOrEqual(1);
  // The page tries to start the video once its metadata is in; the browser may refuse without a gesture.
  await page.waitForTimeout(1000);
}

/** Focus in the player, with the video paused: Space pauses it if autoplay started it. */
async function pauseFromPlayer(page: Page): Promise<void> {
  const player = page.getByRole('region', { name: 'Video player' });
  await expect(player).toBeFocused();
  if (!(await videoState(page)).paused) {
    await page.keyboard.press('Space');
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  }
}

test('a member plays, seeks and leaves a video with the keyboard alone', async ({ page }) => {
  const episode = await firstEpisode(page);
  // A member of their own: the demo accounts sign in from a new browser in many journeys and reach their limit of
  // active devices, where this browser would not be allowed to play.
  await signUpSubscriber(page);
  await openVideo(page, episode.id);

  // Skip link, then into the page: the player is the first stop and takes the player's keys.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await pauseFromPlayer(page);

  await page.keyboard.press('Space');
  await expect.poll(async () => (await videoState(page)).time, LOADED).toBeGreaterThan(2);
  await page.keyboard.press('Space');
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  const stopped = (await videoState(page)).time;

  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(stopped + 5, 0);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(stopped, 0);
  await page.keyboard.press('m');
  await expect.poll(async () => (await videoState(page)).muted).toBe(true);
  await page.keyboard.press('m');
  await expect.poll(async () => (await videoState(page)).muted).toBe(false);

  // Played to its end, the video offers the next one: focus moves to Cancel, which gives it back to the player.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  const card = page.getByRole('dialog', { name: 'The Rundown' });
  const cancel = card.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeFocused(LOADED);
  // The seconds tick on screen; what a screen reader hears stays the sentence read when focus arrived.
  await expect(card.getByText(/^Up next in [1-9]$/)).toBeVisible();
  await expect(card).toHaveAccessibleDescription('Up next in 10');
  await checkScreen(page, 'keyboard-up-next-1440', { fullPage: false });
  await page.keyboard.press('Enter');
  await expect(cancel).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Video player' })).toBeFocused();
  // Cancelled: the page stays on this video (the skip link left its #main in the address).
  await expect(page).toHaveURL(new RegExp(`/video/${episode.id}(#main)?$`));

  // The up-next links are the page's, not the player's: their keys leave the video as it is.
  await tabTo(page, page.locator('.video-page__aside a').first());
  const before = await videoState(page);
  for (const key of ['ArrowRight', 'ArrowLeft', 'ArrowUp', 'm', 'c']) await page.keyboard.press(key);
  // Settle point: the page has handled every key once the focused link still has focus after a frame.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await videoState(page)).toEqual(before);

  const ended = page.waitForRequest(
    (request) => request.method() === 'DELETE' && request.url().includes('/v1/playback/sessions/'),
  );
  const next = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).pathname);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${next}$`));
  await ended;
  // Focus lands on the new video's title, and the page is announced by its title.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused(LOADED);
  await expect(page.getByTestId('route-announcer')).toHaveText(await page.title());
  expect(await page.title()).toContain(await heading.innerText());
});

test('opening and closing a dialog over the video leaves the video as it was', async ({ page }) => {
  const episode = await firstEpisode(page);
  await signUpSubscriber(page);
  await openVideo(page, episode.id);
  await page.getByRole('region', { name: 'Video player' }).focus();
  await pauseFromPlayer(page);
  // Somewhere past the start, so a seek either way would show.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(9);
  const watched = await videoState(page);
  await saveStill(page, 'keyboard-player-focused-1440', { fullPage: false });

  const comment = `Keyboard only ${randomBytes(3).toString('hex')}`;
  await page.getByLabel('Add a comment').focus();
  await page.keyboard.type(comment);
  await tabTo(page, page.getByRole('button', { name: 'Post', exact: true }));
  await page.keyboard.press('Enter');
  const posted = page.getByRole('article').filter({ hasText: comment });
  await expect(posted).toBeVisible();
  expect(await videoState(page)).toEqual(watched);

  const deleteButton = posted.getByRole('button', { name: 'Delete' });
  const confirm = page.getByRole('alertdialog', { name: 'Delete this comment?' });
  for (const close of ['Escape', 'Cancel'] as const) {
    await deleteButton.focus();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    // Focus is in the dialog: Space, arrows and the player's letters are the dialog's now.
    await expect.poll(() => confirm.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    for (const key of ['Space', 'ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'm', 'c', 'f']) {
      await page.keyboard.press(key);
    }
    if (close === 'Escape') {
      await page.keyboard.press('Escape');
    } else {
      await tabTo(page, confirm.getByRole('button', { name: 'Cancel' }));
      await page.keyboard.press('Space');
    }
    await expect(confirm).toHaveCount(0);
    await expect(deleteButton).toBeFocused();
    expect(await videoState(page)).toEqual(watched);
  }
  expect(await seriousViolations(page)).toEqual([]);

  // Confirmed with the keyboard too: the comment goes, the video stays as it was.
  await deleteButton.focus();
  await page.keyboard.press('Enter');
  await tabTo(page, confirm.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').getByText('The comment was deleted.')).toBeVisible();
  await expect(posted).toHaveCount(0);
  expect(await videoState(page)).toEqual(watched);
  await saveStill(page, 'keyboard-toast-1440', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('region', { name: 'Video player' }).focus();
  await saveStill(page, 'keyboard-player-focused-390', { fullPage: false });
});

/**
 * A member registered through the API alone, so no legal documents were accepted on the way (as when the
 * acceptance sent after the sign-up form was lost): the site asks for them at the next visit.
 */
async function memberWithoutAcceptance(page: Page): Promise<Member> {
  const member = newMember();
  await registerThroughApi(page.request, member);
  return member;
}

test('the legal documents dialog over a video is answered with the keyboard, and the video stays as it was', async ({
  page,
}) => {
  const episode = await firstEpisode(page);
  await logIn(page, await memberWithoutAcceptance(page));
  // Members who joined lately subscribe first; the question waits for later meanwhile.
  const dialog = page.getByRole('dialog', { name: 'We’ve updated our terms' });
  await page.addLocatorHandler(dialog, (asked) => asked.getByRole('button', { name: 'Not now' }).click());
  await subscribe(page);
  await page.removeLocatorHandler(dialog);

  await openVideo(page, episode.id);
  await expect(dialog).toBeVisible(LOADED);
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  // The member had paused the video at some point; the dialog's keys must leave it there.
  await page.locator('video').evaluate((video: HTMLVideoElement) => {
    video.pause();
    video.currentTime = 4;
  });
  await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(4, 0);
  const before = await videoState(page);

  for (const key of ['Space', 'ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'm', 'c', 'f']) {
    await page.keyboard.press(key);
  }
  await tabTo(page, dialog.getByRole('button', { name: 'Accept' }));
  expect(await seriousViolations(page)).toEqual([]);
  const accepted = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/v1/legaldocuments/accept'),
  );
  await page.keyboard.press('Enter');
  expect((await accepted).ok()).toBe(true);
  await expect(dialog).toHaveCount(0);
  expect(await videoState(page)).toEqual(before);
});

test('moving between pages lands focus on each page’s heading and announces it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Join the crew.' })).toBeVisible();
  const announcer = page.getByTestId('route-announcer');
  const footer = page.getByRole('contentinfo');

  for (const [link, heading] of [
    ['FAQ', 'Frequently asked questions'],
    ['Legal documents', 'Legal documents'],
  ] as const) {
    await footer.getByRole('link', { name: link }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
    await expect(announcer).toHaveText(await page.title());
    expect(await page.title()).toContain(heading);
  }
  await page.getByRole('link', { name: 'Crewcast home' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Join the crew.' })).toBeFocused();
  await expect(announcer).toHaveText('Crewcast');
});

test('switching the language changes every string on the screen', async ({ page, browser, baseURL }) => {
  // A second language, every member string of it translated, made by staff through the console's API.
  const staff = await browser.newPage({ baseURL });
  await logInAs(staff, DEMO_STAFF);
  const name = `Keyboard ${randomBytes(3).toString('hex')}`;
  const { languageId, english } = await staff.evaluate(
    async ({ name, code }) => {
      const key = Object.keys(localStorage).find((entry) => entry.endsWith('authV2Token'));
      const token = (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { token?: string }).token;
      const call = async <T>(method: string, path: string, body?: object): Promise<T> => {
        const res = await fetch(path, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
        return (await res.json()) as T;
      };
      const language = await call<{ id: number }>('POST', '/v1/admin/site/languages', {
        code,
        altCodes: [],
        name,
      });
      const { strings: every } = await call<{
        strings: { stringSlug: string; fallBackLanguageTranslation: string }[];
      }>('GET', `/v1/admin/site/languages/${language.id}/strings`);
      // The member app's strings: the console's (under `console.`) never show on these pages.
      const strings = every.filter(({ stringSlug }) => !stringSlug.startsWith('console.'));
      // A few at a time, as the console's editor would send them.
      for (let start = 0; start < strings.length; start += 20) {
        await Promise.all(
          strings.slice(start, start + 20).map(({ stringSlug, fallBackLanguageTranslation }) =>
            call('PUT', `/v1/admin/site/languages/${language.id}/strings/${encodeURIComponent(stringSlug)}`, {
              text: `⟦${fallBackLanguageTranslation}⟧`,
            }),
          ),
        );
      }
      return { languageId: language.id, english: strings.map((s) => s.fallBackLanguageTranslation) };
    },
    { name, code: `qk-${randomBytes(3).toString('hex')}` },
  );
  await staff.close();
  expect(english.length).toBeGreaterThan(100);
  const englishTexts = new Set(english.map((text) => text.trim()).filter((text) => /[A-Za-z]{2}/.test(text)));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Join the crew.' })).toBeVisible();
  await page
    .getByRole('contentinfo')
    .getByRole('combobox', { name: 'Language' })
    .selectOption(String(languageId));
  // Settle point: the page's heading is in the new language.
  await expect(page.getByRole('heading', { level: 1, name: /^⟦.*⟧$/ })).toBeVisible(LOADED);

  for (const path of ['/', '/faq', '/login', '/signup']) {
    if (path !== '/') {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: /^⟦.*⟧$/ })).toBeVisible(LOADED);
    }
    // Every text the member sees in the menu, the page and the footer, but for the languages' own names.
    const shown = await page.evaluate(() => {
      const texts: string[] = [];
      for (const region of document.querySelectorAll('header, main, footer')) {
        const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          const text = node.textContent?.trim() ?? '';
          if (!text || !parent || parent.closest('option, select') || !parent.checkVisibility()) continue;
          texts.push(text);
        }
      }
      return texts;
    });
    expect(shown.some((text) => text.includes('⟦'))).toBe(true);
    expect(
      shown.filter((text) => englishTexts.has(text)),
      `English strings still shown on ${path}`,
    ).toEqual([]);
  }
});
