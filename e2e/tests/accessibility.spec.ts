import type { Page } from '@playwright/test';
import { DESKTOP, expect, expectFitsWindow, PHONE, saveStill, seriousViolations, test } from './fixtures';
import { signUpSubscriber } from './members';

interface Screen {
  /** Names the screenshot kept of it. */
  name: string;
  path: string;
  heading: string;
  /** Screens for members are checked logged in as a new member. */
  member?: boolean;
  /** Waits until the screen has finished loading, or opens what is checked on it. */
  ready?: (page: Page) => Promise<void>;
}

const screens: Screen[] = [
  { name: 'home', path: '/', heading: 'Join the crew.' },
  {
    name: 'faq',
    path: '/faq',
    heading: 'Frequently asked questions',
    ready: (page) => page.getByRole('button', { name: 'Can I cancel any time?' }).click(),
  },
  { name: 'login', path: '/login', heading: 'Log in' },
  {
    name: 'signup',
    path: '/signup',
    heading: 'Create your account',
    ready: (page) => expect(page.getByRole('link', { name: /Read the Terms of Service/ })).toBeVisible(),
  },
  { name: 'legal-documents', path: '/legaldocuments', heading: 'Legal documents' },
  {
    name: 'account',
    path: '/account',
    heading: 'Your account',
    member: true,
    ready: (page) => expect(page.getByRole('radio', { name: 'Everything' })).toBeVisible(),
  },
  {
    name: 'devices',
    path: '/account/device-management',
    heading: 'Devices',
    member: true,
    ready: (page) => expect(page.getByText('This device', { exact: true })).toBeVisible(),
  },
];

const layouts = [
  { layout: 'phone', device: PHONE },
  { layout: 'desktop', device: DESKTOP },
];

for (const { layout, device } of layouts) {
  test.describe(`${layout} layout`, () => {
    test.use(device);

    for (const { name, path, heading, member, ready } of screens) {
      test(`${path} fits the screen and has no serious or critical accessibility violations`, async ({
        page,
      }) => {
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
        expect(await seriousViolations(page)).toEqual([]);
        await saveStill(page, `${name}-${layout}`);
      });
    }
  });
}

test.describe('forms showing their errors', () => {
  test.use(DESKTOP);

  test('the signup form with every field in error has no serious violations', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please accept the documents to create your account.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
