import type { Page } from '@playwright/test';
import { DESKTOP, expect, expectFitsWindow, PHONE, saveStill, test } from './fixtures';
import { signUpSubscriber } from './members';

interface Screen {
  page: string;
  path: string;
  heading: string;
  /** Screens for members are taken logged in as a new member. */
  member?: boolean;
  /** Waits until the screen has finished loading. */
  ready?: (page: Page) => Promise<void>;
}

const screens: Screen[] = [
  { page: 'home', path: '/', heading: 'Join the crew.' },
  { page: 'faq', path: '/faq', heading: 'Frequently asked questions' },
  { page: 'login', path: '/login', heading: 'Log in' },
  {
    page: 'signup',
    path: '/signup',
    heading: 'Create your account',
    ready: (page) => expect(page.getByRole('link', { name: /Read the Terms of Service/ })).toBeVisible(),
  },
  {
    page: 'account',
    path: '/account',
    heading: 'Your account',
    member: true,
    ready: (page) => expect(page.getByRole('radio', { name: 'Everything' })).toBeVisible(),
  },
  {
    page: 'devices',
    path: '/account/device-management',
    heading: 'Devices',
    member: true,
    ready: (page) => expect(page.getByText('This device', { exact: true })).toBeVisible(),
  },
];

const layouts = [
  { name: 'phone', device: PHONE },
  { name: 'desktop', device: DESKTOP },
];

for (const { name, device } of layouts) {
  test.describe(`${name} layout`, () => {
    test.use(device);

    for (const { page: pageName, path, heading, member, ready } of screens) {
      test(`${pageName} fits the screen`, async ({ page }) => {
        if (member) {
          await signUpSubscriber(page);
        }
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await ready?.(page);
        if (member) {
          // The menu shows the member's name once the user info is in (on phones it sits in the menu sheet).
          const named = page.getByRole('banner').getByRole('link', { name: /crew_/ });
          await expect(named.or(page.getByRole('button', { name: 'Open menu' }))).toBeVisible();
        }
        await expectFitsWindow(page);
        await saveStill(page, `${pageName}-${name}`);
      });
    }
  });
}

test.describe('phone menu', () => {
  test.use(PHONE);

  test('opens as a sheet and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet.getByRole('link', { name: 'Home' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
  });

  test('shows the app promo, which can be closed', async ({ page }) => {
    await page.goto('/');
    const promo = page.getByRole('complementary', { name: 'Get the app' });
    await expect(promo).toBeVisible();
    await promo.getByRole('button', { name: 'Close the app promotion' }).click();
    await expect(promo).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(promo).toHaveCount(0);
  });
});
