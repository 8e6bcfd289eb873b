import type { Page } from '@playwright/test';
import { DESKTOP, expect, PHONE, seriousViolations, test } from './fixtures';
import { signUpSubscriber } from './members';

interface AuditedPage {
  path: string;
  heading: string;
  /** Pages for members are audited logged in. */
  member?: boolean;
  prepare?: (page: Page) => Promise<void>;
}

const pages: AuditedPage[] = [
  { path: '/', heading: 'Join the crew.' },
  {
    path: '/faq',
    heading: 'Frequently asked questions',
    prepare: (page) => page.getByRole('button', { name: 'Can I cancel any time?' }).click(),
  },
  { path: '/login', heading: 'Log in' },
  { path: '/signup', heading: 'Create your account' },
  { path: '/legaldocuments', heading: 'Legal documents' },
  {
    path: '/account',
    heading: 'Your account',
    member: true,
    prepare: (page) => expect(page.getByRole('radio', { name: 'Everything' })).toBeVisible(),
  },
  {
    path: '/account/device-management',
    heading: 'Devices',
    member: true,
    prepare: (page) => expect(page.getByText('This device', { exact: true })).toBeVisible(),
  },
];

for (const device of [DESKTOP, PHONE]) {
  test.describe(`at ${device.viewport.width}px`, () => {
    test.use(device);

    for (const { path, heading, member, prepare } of pages) {
      test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
        if (member) {
          await signUpSubscriber(page);
        }
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await prepare?.(page);
        expect(await seriousViolations(page)).toEqual([]);
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
