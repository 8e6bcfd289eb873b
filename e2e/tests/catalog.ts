import type { MediaSummary } from '@crewcast/contracts/content';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type Response,
} from '@playwright/test';
import { pageOnNewDevice, SIGN_IN_TIMEOUT_MS, submitLogin } from './members';

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
 * Logs in with a demo account and waits for the member's home page. The seeded accounts have not accepted the
 * legal documents, so the first login of a run shows them (the app's question after login says so); later ones
 * do not.
 */
export async function logInAs(page: Page, account: { email: string; password: string }): Promise<void> {
  // The demo member (no subscription, joined before 2021-03-01) also gets the one-time subscribe alert, which
  // may open over or under the legal documents; it is closed whenever it is in the way, and when the documents lie
  // over it they are accepted first.
  const accept = page.getByRole('dialog').getByRole('button', { name: 'Accept' });
  await page.addLocatorHandler(
    page.getByRole('alertdialog', { name: "Don't forget to subscribe!" }),
    async (alert) => {
      const close = alert.getByRole('button', { name: 'Close' });
      // The documents over the alert leave its button covered.
      const covered = await close.click({ timeout: 2000 }).catch(() => 'covered');
      if (covered !== 'covered') return;
      await accept.click();
      await expect(accept).toHaveCount(0);
      await close.click();
    },
  );
  // The alert's handler may accept the documents at any point after the login, before this function looks.
  let acceptanceSent = false;
  const isAcceptance = (response: Response) =>
    response.request().method() === 'POST' &&
    new URL(response.url()).pathname === '/v1/legaldocuments/accept';
  page.on('response', (response) => {
    if (isAcceptance(response)) acceptanceSent = true;
  });
  await page.goto('/login');
  // After a login the app asks which documents are still to accept; the answer says whether they will be shown.
  const pending = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      new URL(response.url()).pathname === '/v1/legaldocuments/latest',
    { timeout: SIGN_IN_TIMEOUT_MS },
  );
  await submitLogin(page, account.email, account.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached({
    timeout: SIGN_IN_TIMEOUT_MS,
  });
  const documents = (await (await pending).json()) as unknown[];
  if (documents.length === 0) return;
  // Accepted here, or already by the alert's handler above: either way the acceptance is sent.
  if (!acceptanceSent) await accept.click({ timeout: SIGN_IN_TIMEOUT_MS }).catch(() => undefined);
  await expect.poll(() => acceptanceSent, { timeout: SIGN_IN_TIMEOUT_MS }).toBe(true);
  await expect(accept).toHaveCount(0);
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

/** Plays the page's video (pressing play when autoplay is refused) and waits for it to move. */
export async function expectVideoPlays(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Subscribe to watch this episode' })).toHaveCount(0);
  const play = page.getByRole('button', { name: 'Play' }).first();
  if (await play.isVisible()) await play.click();
  await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(1);
}
