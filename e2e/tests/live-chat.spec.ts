import type { Browser, Page } from '@playwright/test';
import { DEMO_STAFF, logInOnNewDevice, openAs } from './catalog';
import { checkScreen, controlsUnderAppPromo, DESKTOP, expect, PHONE, test } from './fixtures';
import { pageOnNewDevice, signUpSubscriber, type Member } from './members';

// Every journey signs members up and subscribes them first, which takes a while on a busy machine.
test.describe.configure({ timeout: 240_000 });

/** The demo seed's livestream: scheduled, not live, so /live shows it as the next stream with its chat open. */
const NEXT_STREAM_HEADING = 'Crew Live Livestream';

async function memberOnLivePage(page: Page): Promise<Member> {
  const member = await signUpSubscriber(page);
  await openLivePage(page);
  return member;
}

async function openLivePage(page: Page): Promise<void> {
  await page.goto('/live');
  // The status comes over the realtime connection, which opens with the page.
  await expect(page.getByRole('heading', { level: 1, name: NEXT_STREAM_HEADING })).toBeVisible({
    timeout: 20_000,
  });
  await expectChatReady(page);
}

async function expectChatReady(page: Page): Promise<void> {
  await expect(page.getByRole('log', { name: 'Chat messages' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible({ timeout: 15_000 });
}

async function send(page: Page, text: string): Promise<void> {
  await page.getByLabel('Send a message').fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByLabel('Send a message')).toHaveValue('');
}

const chatLog = (page: Page) => page.getByRole('log', { name: 'Chat messages' });

async function secondMember(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const page = await pageOnNewDevice(browser, baseURL ?? '', DESKTOP);
  await memberOnLivePage(page);
  return page;
}

test.describe('live chat', () => {
  test.use(DESKTOP);

  test('two members chat beside the stream, and what they type stays text', async ({
    page,
    browser,
    baseURL,
  }) => {
    const first = await memberOnLivePage(page);
    const other = await secondMember(browser, baseURL);

    const hello = `hello from ${first.displayName}`;
    await send(page, hello);
    await expect(chatLog(page).getByText(hello)).toBeVisible();
    await expect(chatLog(other).getByText(hello)).toBeVisible();

    const reply = `<b>bold</b> <img src=x onerror="document.title='hacked'"> https://example.com ${Date.now()}`;
    await send(other, reply);
    for (const reader of [page, other]) {
      await expect(chatLog(reader).getByText(reply, { exact: true })).toBeVisible();
      await expect(chatLog(reader).locator('b, img[src="x"], a[href^="https://example.com"]')).toHaveCount(0);
    }
    expect(await page.title()).not.toBe('hacked');
    await other.context().close();
  });

  test('a moderator deletes a message and it disappears for everyone', async ({ page, browser, baseURL }) => {
    const member = await memberOnLivePage(page);
    const text = `please delete me ${member.displayName}`;
    await send(page, text);

    const moderator = await logInOnNewDevice(browser, baseURL ?? '', DEMO_STAFF, DESKTOP);
    await openLivePage(moderator);
    await expect(chatLog(moderator).getByText(text)).toBeVisible();

    await moderator
      .getByRole('button', { name: `Moderate the message from ${member.displayName}` })
      .last()
      .click();
    await moderator.getByRole('menuitem', { name: 'Delete message' }).click();
    await expect(moderator.getByText('The message was deleted.')).toBeVisible();
    await expect(chatLog(moderator).getByText(text)).toHaveCount(0);
    await expect(chatLog(page).getByText(text)).toHaveCount(0);
    // Members do not get the moderation menu.
    await expect(page.getByRole('button', { name: /^Moderate the message/ })).toHaveCount(0);
    await moderator.context().close();
  });

  test('the chat pops out into a window of its own', async ({ page }) => {
    await memberOnLivePage(page);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Open the chat in a new window' }).click();
    const popup = await popupOpened;
    await expect(popup).toHaveURL(/\/live-chat\/[0-9a-f-]{36}$/);
    await expect(popup.getByRole('heading', { level: 1, name: 'Live chat' })).toBeVisible();
    await expectChatReady(popup);
    // Only the chat: no menu, no footer.
    await expect(popup.getByRole('banner')).toHaveCount(0);
    await expect(popup.getByRole('contentinfo')).toHaveCount(0);

    const text = `from the pop-out ${Date.now()}`;
    await send(popup, text);
    await expect(chatLog(page).getByText(text)).toBeVisible();
  });
});

for (const device of [DESKTOP, PHONE]) {
  test.describe(`live screens at ${device.viewport.width}px`, () => {
    test.use(device);

    test('/live and /live-chat have no serious accessibility violations', async ({ page }) => {
      await memberOnLivePage(page);
      // The send box shows without scrolling, and nothing lies over it.
      const input = await page.getByLabel('Send a message').boundingBox();
      expect((input?.y ?? Infinity) + (input?.height ?? 0)).toBeLessThanOrEqual(device.viewport.height);
      expect(await controlsUnderAppPromo(page)).toEqual([]);
      await send(page, `accessible hello ${Date.now()}`);
      await checkScreen(page, `live-${device.viewport.width}`);

      await page.goto('/live-chat');
      await expectChatReady(page);
      await checkScreen(page, `live-chat-${device.viewport.width}`, { fullPage: false });
    });

    test('/admin/chat has no serious accessibility violations', async ({ page }) => {
      await openAs(page, DEMO_STAFF, '/admin/chat');
      await expect(page.getByRole('heading', { level: 1, name: 'Live chat' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByRole('heading', { level: 3, name: 'Crew Live', exact: true })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByRole('complementary', { name: 'Get the app' })).toHaveCount(0);
      await checkScreen(page, `admin-chat-${device.viewport.width}`);
    });
  });
}
