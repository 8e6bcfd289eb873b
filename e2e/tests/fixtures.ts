import AxeBuilder from '@axe-core/playwright';
import type { RemoteConfig } from '@crewcast/contracts/config';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/** Where screenshots for people to look at are kept (beside results.json). */
const SCREENSHOT_DIR = 'test-results';

/**
 * Whether the journeys keep screenshots of the screens they pass: locally, for people to look at; not under CI,
 * where no one does and leaving them out saved about a tenth of the browser's work on screen-heavy journeys.
 * `SCREENSHOTS=true` or `SCREENSHOTS=false` decides either way.
 */
const KEEP_SCREENSHOTS = (process.env.SCREENSHOTS ?? String(!process.env.CI)) === 'true';

export const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

export const DESKTOP = { viewport: { width: 1440, height: 900 } };

/** The serious and critical WCAG 2.1 AA violations axe finds on the page, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A toast or dialog still fading in has colours half way: axe would judge a contrast no one sees for long.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Run in the page itself: by default axe gathers its results in a blank page it opens beside, which took as long
  // as the check on most screens. That way is for frames from other origins, which no screen of the site embeds (the
  // brands page's frame shows another site, which journeys do not reach).
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`);
}

/** How many pixels the page is wider than the window: 0 or less when it fits. */
export const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Fails when the page is wider than the window. */
export async function expectFitsWindow(page: Page): Promise<void> {
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
}

/**
 * Keeps a screenshot named `name`, with animations stopped: of the whole page (or with `fullPage: false` what the
 * viewport shows, such as an open dialog), or of one element.
 */
export async function saveStill(
  target: Page | Locator,
  name: string,
  { fullPage = true } = {},
): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  const options = { path: `${SCREENSHOT_DIR}/${name}.png`, animations: 'disabled' as const };
  await ('mainFrame' in target ? target.screenshot({ ...options, fullPage }) : target.screenshot(options));
}

/**
 * Checks a screen has no serious accessibility violations, then keeps a screenshot of it: the whole page, or with
 * `fullPage: false` what the viewport shows (such as an open dialog).
 */
export async function checkScreen(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  await saveStill(page, name, { fullPage });
}

/** An API path whose refusals a test expects: exact, or a pattern for paths with ids in them. */
export type ExpectedFailure = string | RegExp;

/**
 * Chromium logs every 4xx/5xx answer as a console error. A test that provokes refusals (a wrong password, the
 * device limit) lists the API paths whose refusals it expects; any other console error still fails it.
 */
export function isExpectedFailure(
  text: string,
  url: string,
  expectedFailures: readonly ExpectedFailure[],
): boolean {
  const { pathname } = new URL(url);
  return (
    text.startsWith('Failed to load resource: the server responded with a status of 4') &&
    expectedFailures.some((path) => (typeof path === 'string' ? pathname === path : path.test(pathname)))
  );
}

/**
 * Every test gets the site's remote config, and a page that fails the test on any error the app logs or
 * throws, and that never reaches beyond the site under test (and the origins a test allows, such as a stand-in
 * for a partner's page).
 */
export const test = base.extend<{
  remoteConfig: RemoteConfig;
  page: Page;
  expectedFailures: ExpectedFailure[];
  allowedOrigins: string[];
}>({
  expectedFailures: [[], { option: true }],
  allowedOrigins: [[], { option: true }],
  remoteConfig: async ({ request }, use) => {
    const response = await request.get('/v1/remoteconfig');
    expect(response.ok()).toBe(true);
    await use((await response.json()) as RemoteConfig);
  },
  page: async ({ page, baseURL, expectedFailures, allowedOrigins }, use) => {
    const origins = new Set([new URL(baseURL ?? '').origin, ...allowedOrigins]);
    await page.route(
      (url) => !origins.has(url.origin),
      (route) => route.abort('blockedbyclient'),
    );
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (isExpectedFailure(message.text(), message.location().url, expectedFailures)) return;
      problems.push(`console error: ${message.text()} (${message.location().url})`);
    });
    await use(page);
    expect(problems).toEqual([]);
  },
});

export { expect };

/** The fields and buttons the app promotion lies over, by name: none, wherever it shows. */
export async function controlsUnderAppPromo(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const promo = document.querySelector('aside[aria-label="Get the app"]');
    if (!promo) return [];
    const area = promo.getBoundingClientRect();
    return [...document.querySelectorAll('input, textarea, select, button')]
      .filter((control) => !promo.contains(control))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        return (
          box.left < area.right && area.left < box.right && box.top < area.bottom && area.top < box.bottom
        );
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? control.tagName);
  });
}
