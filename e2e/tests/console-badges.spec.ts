import type { Page } from '@playwright/test';
import { DEMO_STAFF, DEMO_SUBSCRIBER, logInOnNewDevice, openAs } from './catalog';
import { checkScreen, DESKTOP, expect as baseExpect, PHONE, test } from './fixtures';
import { pageOnNewDevice, signUpSubscriber, type Member } from './members';

// Journeys sign members up and subscribe them first, which takes a while on a busy machine.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const BADGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<circle cx="64" cy="64" r="58" fill="#0b0b0f"/><circle cx="64" cy="64" r="52" fill="#ff5a5f"/>
<path d="M64 30 L74 56 L102 56 L80 72 L88 98 L64 82 L40 98 L48 72 L26 56 L54 56 Z" fill="#f4f4f6"/></svg>`;

/** A screen's first paint on a busy machine: lazily loaded code and its first request. */
const LOADED = { timeout: 30_000 };

const chatLog = (page: Page) => page.getByRole('log', { name: 'Chat messages' });

const slots = (page: Page) => page.getByRole('region', { name: 'Order' }).getByRole('listitem');

/** Opens a badge's holders in the console and grants it to the member. */
async function grant(console: Page, badgeName: string, member: Member) {
  await console.getByRole('button', { name: `Holders of ${badgeName}` }).click();
  const holders = console.getByRole('region', { name: `Holders of ${badgeName}` });
  await holders.getByLabel('Member', { exact: true }).fill(member.email);
  await holders.getByRole('button', { name: 'Grant badge' }).click();
  await expect(console.getByText(`${member.displayName} now has the ${badgeName} badge.`)).toBeVisible();
  await expect(holders.getByRole('cell', { name: new RegExp(`^${member.displayName}`) })).toBeVisible();
}

test.describe('badges', () => {
  test.use(DESKTOP);

  test('staff create and grant badges; a member picks three and their next chat message shows them', async ({
    page,
    browser,
    baseURL,
  }) => {
    const member = await signUpSubscriber(page);

    const console = await logInOnNewDevice(browser, baseURL ?? '', DEMO_STAFF, DESKTOP);
    await console.goto('/admin/badges');
    await expect(console.getByRole('heading', { level: 1, name: 'Badges' })).toBeVisible(LOADED);

    // A new badge type with an SVG image, which the server renders to PNG.
    const type = `night-owl-${member.displayName.slice(-6)}`;
    await console.getByRole('button', { name: 'New badge' }).click();
    const dialog = console.getByRole('dialog', { name: 'New badge' });
    await dialog.getByLabel('Type', { exact: true }).fill(type);
    await dialog.getByLabel('Name', { exact: true }).fill('Night Owl');
    await dialog.getByLabel('Description', { exact: true }).fill('Never misses a late stream.');
    await dialog.getByLabel('How to earn it', { exact: true }).fill('Given by staff to the late crowd.');
    await dialog.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'night-owl.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(BADGE_SVG),
    });
    await expect(dialog.getByRole('img', { name: 'Preview' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Create badge' }).click();
    await expect(console.getByText('Night Owl was created.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = console.getByRole('row').filter({ hasText: type });
    await expect(row).toBeVisible();
    // The image (decorative: its name is beside it) loads lazily, once its row is on screen.
    await row.scrollIntoViewIfNeeded();
    await expect
      .poll(() => row.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(128);

    await grant(console, 'Night Owl', member);
    await grant(console, 'Founding Crew', member);
    await grant(console, 'Chat Regular', member);
    await grant(console, 'Greenlight Backer', member);
    // Taking one back again, after a confirmation.
    const holders = console.getByRole('region', { name: 'Holders of Greenlight Backer' });
    await holders.getByRole('button', { name: `Take the badge back from ${member.displayName}` }).click();
    await console.getByRole('alertdialog').getByRole('button', { name: 'Take back' }).click();
    await expect(
      console.getByText(`${member.displayName} no longer has the Greenlight Backer badge.`),
    ).toBeVisible();
    // The demo subscriber still holds it; the member is gone from the list.
    await expect(holders.getByRole('cell', { name: new RegExp(`^${member.displayName}`) })).toHaveCount(0);

    // The member chooses from the account page.
    await page.goto('/account');
    await page.getByRole('link', { name: /^Chat badges/ }).click();
    await expect(page).toHaveURL(/\/account\/badges$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chat badges' })).toBeVisible(LOADED);
    await expect(page.getByText('Subscribe to the annual plan.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Greenlight Backer/ })).toHaveCount(0);
    await expect(page.getByText('0 of 3 chosen')).toBeVisible();

    for (const name of ['Chat Regular', 'Night Owl', 'Founding Crew'])
      await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expect(page.getByText('3 of 3 chosen')).toBeVisible();
    await expect(slots(page)).toHaveText(['1Chat Regular', '2Night Owl', '3Founding Crew']);
    await expect(page.getByRole('button', { name: /^Chat Regular/ })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByRole('status').getByText('Your badges were successfully changed.')).toBeVisible();
    await expect(page.getByRole('status').getByText('Success', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);

    await page.goto('/account/badges');
    await expect(slots(page)).toHaveText(['1Chat Regular', '2Night Owl', '3Founding Crew'], LOADED);
    await page
      .getByRole('navigation', { name: 'Badge pages' })
      .getByRole('link', { name: 'Account' })
      .click();
    await expect(page).toHaveURL(/\/account$/);

    // Their next chat message carries the three badges, in order, in another member's browser.
    const reader = await pageOnNewDevice(browser, baseURL ?? '', DESKTOP);
    await signUpSubscriber(reader);
    for (const live of [page, reader]) {
      await live.goto('/live');
      await expect(chatLog(live)).toBeVisible(LOADED);
      await expect(live.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible(LOADED);
    }
    const text = `badges on from ${member.displayName}`;
    await page.getByLabel('Send a message').fill(text);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const message = chatLog(reader).getByRole('listitem').filter({ hasText: text });
    await expect(message).toBeVisible(LOADED);
    await expect(message.getByRole('img')).toHaveCount(3);
    const alts = await message
      .getByRole('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(alts).toEqual(['chat regular badge', `${type.replaceAll('-', ' ')} badge`, 'founding crew badge']);
    await reader.context().close();
    await console.context().close();
  });

  test('a member outside the console is told so', async ({ page }) => {
    await openAs(page, DEMO_SUBSCRIBER, '/admin/badges');
    await expect(page.getByRole('heading', { level: 1, name: 'This is for staff and creators' })).toBeVisible(
      LOADED,
    );
  });
});

for (const device of [DESKTOP, PHONE]) {
  test.describe(`badges screens at ${device.viewport.width}px`, () => {
    test.use(device);

    test('the member screen has no serious axe violation', async ({ page }) => {
      await openAs(page, DEMO_SUBSCRIBER, '/account/badges');
      await expect(page.getByRole('heading', { level: 1, name: 'Chat badges' })).toBeVisible(LOADED);
      await page.getByRole('button', { name: /^Founding Crew/ }).click();
      await expect(page.getByText('1 of 3 chosen')).toBeVisible();
      await checkScreen(page, `badges-${device.viewport.width}`);
    });

    test('the console screen has no serious axe violation', async ({ page }) => {
      await openAs(page, DEMO_STAFF, '/admin/badges');
      await expect(page.getByRole('button', { name: 'Holders of Founding Crew' })).toBeVisible(LOADED);
      await page.getByRole('button', { name: 'Holders of Founding Crew' }).click();
      await expect(page.getByRole('cell', { name: /Demo Subscriber/ }).first()).toBeVisible();
      await checkScreen(page, `console-badges-${device.viewport.width}`);
      await page.getByRole('button', { name: 'New badge' }).click();
      await expect(page.getByRole('dialog', { name: 'New badge' })).toBeVisible();
      await checkScreen(page, `console-badges-dialog-${device.viewport.width}`, { fullPage: false });
    });
  });
}
