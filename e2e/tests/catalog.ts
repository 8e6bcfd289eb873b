import type { MediaSummary } from '@crewcast/contracts/content';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { acceptLegalDocumentsThroughApi, logInThroughApi, startSessionIn } from './account-api';
import { pageOnNewDevice } from './members';

/** The demo seed's accounts (apps/server/src/seed): staff may play everything, the member only free episodes. */
export const DEMO_STAFF = { email: 'staff@crewcast.test', password: 'crewcast-demo' };
export const DEMO_MEMBER = { email: 'member@crewcast.test', password: 'crewcast-demo' };
export const DEMO_SUBSCRIBER = { email: 'subscriber@crewcast.test', password: 'crewcast-demo' };
export const DEMO_CREATOR = { email: 'creator@crewcast.test', password: 'crewcast-demo' };

/** The demo seed's episode count; each is listed once its background transcode is done. */
const DEMO_EPISODES = 10;

/** The demo's free episodes (each show's first): other journeys publish free episodes of their own, shorter clips. */
const DEMO_FREE_EPISODES = new Set(['Cold Open', 'Wood and Wire', 'Pitch Night']);

/** The time a journey that waits for the demo catalog gets in all: the background transcodes, then its own steps. */
const CATALOG_JOURNEY_MS = 300_000;

/**
 * Polls the latest episodes (newest first) until `pick` finds what it looks for in them, and returns that. The
 * running journey (or hook) is first given the time of a journey that waits for the catalog, if it has less.
 */
async function waitForLatest<T>(
  request: APIRequestContext,
  pick: (media: MediaSummary[]) => T | undefined,
): Promise<T> {
  test.setTimeout(Math.max(test.info().timeout, CATALOG_JOURNEY_MS));
  let picked: T | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/channels/v14/latest?offset=0&limit=31');
        picked = pick(response.ok() ? ((await response.json()) as MediaSummary[]) : []);
        return picked !== undefined;
      },
      { timeout: 240_000, intervals: [2000] },
    )
    .toBe(true);
  return picked as T;
}

/** Waits until every demo episode has been transcoded and listed, then returns them, newest first. */
export function waitForCatalog(request: APIRequestContext): Promise<MediaSummary[]> {
  return waitForLatest(request, (media) => (media.length >= DEMO_EPISODES ? media : undefined));
}

/** Waits until some episode has been transcoded and listed (sooner than the whole catalog), and returns it. */
export function waitForAnEpisode(request: APIRequestContext): Promise<MediaSummary> {
  return waitForLatest(request, (media) => media[0]);
}

/** Waits until a free demo episode has been transcoded and listed (sooner than the whole catalog), and returns it. */
export function waitForFreeEpisode(request: APIRequestContext): Promise<MediaSummary> {
  return waitForLatest(request, (media) =>
    media.find(({ isFree, title }) => isFree && DEMO_FREE_EPISODES.has(title)),
  );
}

/** Waits for the whole demo catalog, and returns one of its subscriber-only episodes. */
export async function waitForSubscriberOnlyEpisode(request: APIRequestContext): Promise<MediaSummary> {
  const episode = (await waitForCatalog(request)).find(({ isFree }) => !isFree);
  if (!episode) throw new Error('the demo catalog has no subscriber-only episode');
  return episode;
}

/**
 * Signs an account in on the page's browser through the API, with the legal documents it had not accepted yet
 * accepted (the seeded accounts have not), and leaves the page on the site with the session kept, as after a
 * login: the journey then opens the page it needs. The login form has journeys of its own (accounts.spec.ts).
 */
export async function logInAs(page: Page, account: { email: string; password: string }): Promise<void> {
  const session = await logInThroughApi(page.request, account);
  await acceptLegalDocumentsThroughApi(page.request, session.tokens.token);
  await startSessionIn(page, session);
}

/** Logs an account in (as `logInAs`) and opens a page of the site. */
export async function openAs(
  page: Page,
  account: { email: string; password: string },
  path: string,
): Promise<void> {
  await logInAs(page, account);
  await page.goto(path);
}

/** On the console's catalog page: creates a show with a first season holding one episode, and opens the episode. */
export async function createShowWithEpisode(
  page: Page,
  showTitle: string,
  episodeTitle: string,
): Promise<void> {
  // The machine may be busy transcoding the demo catalog: screens get time to load.
  const soon = { timeout: 30_000 };
  await page.getByLabel('Title').fill(showTitle);
  await page.getByRole('button', { name: 'Create show' }).click();
  await expect(page.getByRole('heading', { level: 1, name: showTitle })).toBeVisible(soon);
  await page.getByRole('button', { name: 'Add a season' }).click();
  await page.getByLabel('New episode in season 1').fill(episodeTitle);
  await page.getByRole('button', { name: 'Add episode' }).click();
  await expect(page.getByRole('heading', { level: 1, name: episodeTitle })).toBeVisible(soon);
}

/** Logs in with a demo account on a device of its own, beside the test's page, and returns that device's page. */
export async function logInOnNewDevice(
  browser: Browser,
  baseURL: string,
  account: { email: string; password: string },
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await pageOnNewDevice(browser, baseURL, options);
  await logInAs(page, account);
  return page;
}

/** Where the page's video element is, in seconds. */
export function videoTime(page: Page): Promise<number> {
  return page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);
}

/**
 * Waits for the page's video to play past its first second. Whenever it stands paused it is told to play, as the
 * play button does: autoplay with sound may be refused, and on a busy machine the refusal can come after a first
 * look found the video starting.
 */
export async function expectVideoPlays(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Subscribe to watch this episode' })).toHaveCount(0);
  await expect
    .poll(
      () =>
        page.locator('video').evaluate((video: HTMLVideoElement) => {
          if (video.paused && !video.ended) video.play().catch(() => undefined);
          return video.currentTime;
        }),
      { timeout: 30_000 },
    )
    .toBeGreaterThan(1);
}
