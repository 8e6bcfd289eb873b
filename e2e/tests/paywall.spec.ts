import type { Page } from '@playwright/test';
import { expectVideoPlays, waitForCatalog } from './catalog';
import { DESKTOP, expect, overflowOf, PHONE, saveStill, seriousViolations, test } from './fixtures';
import { fillTestCard, newMember, pageOnNewDevice, signUp } from './members';

// The episode page asks to play before the member has subscribed, and is refused.
test.use({ ...DESKTOP, expectedFailures: [/^\/v1\/playback\/\d+$/] });

/** The payment page is checked with axe and kept as a screenshot at these widths. */
const WIDTHS = [
  { name: 'desktop', viewport: DESKTOP.viewport },
  { name: 'phone', viewport: PHONE.viewport },
];

async function checkPaymentPage(page: Page): Promise<void> {
  for (const { name, viewport } of WIDTHS) {
    await page.setViewportSize(viewport);
    // Resized from the desktop width, the page may take a moment to lay itself out for the phone's.
    await expect.poll(() => overflowOf(page), { message: name }).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), name).toEqual([]);
    await saveStill(page, `payment-${name}`);
  }
  await page.setViewportSize(DESKTOP.viewport);
}

test('a shared paid-episode link shows the episode, and paying with a discount code leads back to it playing', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const catalog = await waitForCatalog(request);
  const episode = catalog.find(({ isFree, images }) => !isFree && images.length > 0);
  expect(episode).toBeDefined();
  const { id, title } = episode!;
  const link = `/video/${id}`;

  // As a link preview reads it: the HTML alone, no script run.
  const crawler = await pageOnNewDevice(browser, baseURL ?? '', { javaScriptEnabled: false });
  await crawler.goto(link);
  await expect(crawler).toHaveTitle(`${title} · Crewcast`);
  await expect(crawler.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(crawler.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+/);
  await expect(crawler.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
  await crawler.context().close();

  // A visitor opens the link, signs up, and is asked to subscribe to watch that episode.
  await page.goto(link);
  await expect(page).toHaveURL(/\/login$/);
  await signUp(page, newMember());
  await expect(page).toHaveURL(new RegExp(`/payment\\?return=%2Fvideo%2F${id}$`), { timeout: 15_000 });
  const target = page.getByRole('region', { name: 'What you’re subscribing to watch' });
  await expect(target.getByRole('heading', { name: title })).toBeVisible();
  await expect(target.locator('img')).toHaveJSProperty('complete', true);
  expect(await target.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    0,
  );

  await page.getByRole('button', { name: 'Add a discount code' }).click();
  await page.getByLabel('Discount code', { exact: true }).fill('CREW20');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Discount code CREW20', { exact: true })).toBeVisible();
  await expect(page.getByText('−$0.80', { exact: true })).toBeVisible();
  await fillTestCard(page);
  await checkPaymentPage(page);

  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to the crew!' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Start watching' }).click();
  await expect(page).toHaveURL(new RegExp(`${link}$`));
  await expectVideoPlays(page);
});
