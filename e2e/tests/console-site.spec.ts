import type { Page } from '@playwright/test';
import { DEMO_STAFF, logInOnNewDevice, openAs } from './catalog';
import { DESKTOP, expect, PHONE, saveStill, seriousViolations, test } from './fixtures';
import { pageOnNewDevice } from './members';

/** The fallback language (English, US), which Chromium's en-US is shown. */
const ENGLISH = 4;

/** A member's page loads the whole app again, which a machine busy transcoding the demo catalog slows down. */
const PAGE_LOAD = { timeout: 45_000 };

/** A switch on the settings screen, found by its label. */
const settingSwitch = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });

/** Turns a setting's switch to the wanted state and waits until the server has it. */
async function setSwitch(page: Page, name: string, on: boolean): Promise<void> {
  const toggle = settingSwitch(page, name);
  // The switch turns once the server has the change, not at the click, so it is clicked rather than checked.
  await toggle.click();
  // The toast of an earlier change may still be showing: this change's is the newest.
  await expect(page.getByText(`${name} saved.`).last()).toBeVisible(PAGE_LOAD);
  await expect(toggle).toBeChecked({ checked: on });
}

/** The accent as the page paints it: the background of its first primary button. */
const paintedAccent = (page: Page) =>
  page
    .locator('.button--primary')
    .first()
    .evaluate((button) => getComputedStyle(button).backgroundColor);

test.describe('console site', () => {
  // These journeys change what every visitor sees, so each puts the site back as it found it.
  test.use(DESKTOP);
  // Each journey opens a second browser, and the screen audit loads seven pages; a busy machine needs the room.
  test.setTimeout(300_000);

  test('a flag turned off takes its route away from visitors, and turning it on brings it back', async ({
    page,
    browser,
    baseURL,
  }) => {
    // The learn-more page is public: a visitor's browser of its own shows what everyone sees.
    const memberPage = await pageOnNewDevice(browser, baseURL ?? '', DESKTOP);
    await memberPage.goto('/learn-more');
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Join the crew.' })).toBeVisible(
      PAGE_LOAD,
    );

    await openAs(page, DEMO_STAFF, '/admin/site/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings and flags' })).toBeVisible(PAGE_LOAD);
    await expect(page.getByText('Adds /learn-more, the marketing page with the plans.')).toBeVisible();
    try {
      await setSwitch(page, 'Learn more page', false);
      await memberPage.reload();
      await expect(memberPage.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible(
        PAGE_LOAD,
      );
    } finally {
      await setSwitch(page, 'Learn more page', true);
    }
    await memberPage.reload();
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Join the crew.' })).toBeVisible(
      PAGE_LOAD,
    );

    // The change is in the audit log with its before and after values.
    await page.goto('/admin/audit');
    await page.getByLabel('Target id', { exact: true }).fill('learn_more_enabled');
    await expect(page.getByRole('row').filter({ hasText: 'site.setting' })).toHaveCount(2);
  });

  test('maintenance mode asks before it is turned on', async ({ page }) => {
    await openAs(page, DEMO_STAFF, '/admin/site/settings');
    await settingSwitch(page, 'Maintenance mode').click();
    const dialog = page.getByRole('alertdialog', { name: 'Turn on maintenance mode?' });
    await expect(dialog).toContainText('this console will not load');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // The switch was off before the question, so only the saved setting shows the answer: the console still
    // loads after a reload (maintenance mode would lock it), with the switch off.
    await page.reload();
    await expect(settingSwitch(page, 'Maintenance mode')).toBeVisible(PAGE_LOAD);
    await expect(settingSwitch(page, 'Maintenance mode')).not.toBeChecked();
  });

  test('an edited string changes the site’s words for visitors without a restart', async ({
    page,
    browser,
    baseURL,
  }) => {
    const original = 'Ad-free shows and videos, made with the crew.';
    const edited = `Made by the crew, for the crew (${Date.now()}).`;
    // Every visitor sees the site's words: a visitor's browser of its own stands for them.
    const memberPage = await pageOnNewDevice(browser, baseURL ?? '', DESKTOP);
    await memberPage.goto('/');
    await expect(memberPage.getByRole('contentinfo')).toContainText(original, PAGE_LOAD);

    await openAs(page, DEMO_STAFF, '/admin/site/languages');
    await page.getByRole('link', { name: 'English (US)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Strings in English (US)' })).toBeVisible(
      PAGE_LOAD,
    );

    const editString = async (text: string) => {
      await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('footer.tagline');
      await expect(page.getByText('1 string', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Edit footer.tagline' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit the text' });
      await dialog.getByLabel('Text', { exact: true }).fill(text);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Text saved. The site shows it now.').last()).toBeVisible(PAGE_LOAD);
      await expect(page.getByRole('row', { name: /footer\.tagline/ })).toContainText(text);
    };
    try {
      await editString(edited);
      // The editor's own page shows the new words at once; a member's on their next visit.
      await expect(page.getByRole('contentinfo')).toContainText(edited);
      await memberPage.reload();
      await expect(memberPage.getByRole('contentinfo')).toContainText(edited, PAGE_LOAD);
    } finally {
      await editString(original);
    }
    await memberPage.reload();
    await expect(memberPage.getByRole('contentinfo')).toContainText(original, PAGE_LOAD);
  });

  test('a theme colour shows in the preview first, then on the site once saved, and resets', async ({
    page,
    browser,
    baseURL,
  }) => {
    const memberPage = await pageOnNewDevice(browser, baseURL ?? '', DESKTOP);
    await memberPage.goto('/');
    await expect.poll(() => paintedAccent(memberPage), PAGE_LOAD).toBe('rgb(47, 209, 122)');

    await openAs(page, DEMO_STAFF, '/admin/site/theme');
    const accent = page.getByLabel('Accent: buttons, progress, links', { exact: true });
    await accent.fill('#f5a524');
    const preview = page.getByTestId('theme-preview');
    await expect(preview).toHaveAttribute('style', /--cc-accent: #f5a524/);
    // Not saved yet: members still see the saved theme.
    await memberPage.reload();
    await expect(memberPage.getByRole('banner')).toBeVisible(PAGE_LOAD);
    expect(await paintedAccent(memberPage)).toBe('rgb(47, 209, 122)');

    // A value that is not a colour is refused next to its field.
    await accent.fill('orange');
    await page.getByRole('button', { name: 'Save theme' }).click();
    await expect(page.getByText('A colour as #rgb or #rrggbb, such as #2fd17a.')).toBeVisible();
    await expect(accent).toBeFocused();

    try {
      await accent.fill('#f5a524');
      await page.getByRole('button', { name: 'Save theme' }).click();
      await expect(page.getByText('Theme saved.').last()).toBeVisible(PAGE_LOAD);
      await expect.poll(() => paintedAccent(page)).toBe('rgb(245, 165, 36)');
      await memberPage.reload();
      await expect.poll(() => paintedAccent(memberPage), PAGE_LOAD).toBe('rgb(245, 165, 36)');
    } finally {
      await page.getByRole('button', { name: 'Reset all to defaults' }).click();
      await expect(accent).toHaveValue('#2fd17a');
      await page.getByRole('button', { name: 'Save theme' }).click();
      await expect(page.getByText('Theme saved.').last()).toBeVisible(PAGE_LOAD);
    }
    await memberPage.reload();
    await expect.poll(() => paintedAccent(memberPage), PAGE_LOAD).toBe('rgb(47, 209, 122)');
  });

  for (const device of [DESKTOP, PHONE]) {
    test(`every site screen at ${device.viewport.width}px has no serious accessibility violation`, async ({
      browser,
      baseURL,
    }) => {
      const page = await logInOnNewDevice(browser, baseURL ?? '', DEMO_STAFF, device);
      const screens: { path: string; heading: string; ready: (page: Page) => Promise<void> }[] = [
        {
          path: '/admin/site',
          heading: 'Site',
          ready: (p) => expect(p.getByRole('link', { name: /^Theme/ })).toBeVisible(),
        },
        {
          path: '/admin/site/settings',
          heading: 'Settings and flags',
          ready: (p) => expect(settingSwitch(p, 'Browse')).toBeVisible(),
        },
        {
          path: '/admin/site/theme',
          heading: 'Theme',
          ready: (p) => expect(p.getByTestId('theme-preview')).toBeVisible(),
        },
        {
          path: '/admin/site/legal',
          heading: 'Legal documents',
          ready: (p) => expect(p.getByRole('cell', { name: /Terms of Service/ }).first()).toBeVisible(),
        },
        {
          path: '/admin/site/faq',
          heading: 'FAQ',
          ready: (p) => expect(p.getByRole('button', { name: /^Edit: / }).first()).toBeVisible(),
        },
        {
          path: '/admin/site/languages',
          heading: 'Languages and strings',
          ready: (p) => expect(p.getByRole('link', { name: 'English (US)' })).toBeVisible(),
        },
        {
          path: `/admin/site/languages/${ENGLISH}`,
          heading: 'Strings in English (US)',
          ready: (p) => expect(p.getByRole('button', { name: /^Edit / }).first()).toBeVisible(),
        },
      ];
      const problems: Record<string, string[]> = {};
      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible(PAGE_LOAD);
        await screen.ready(page);
        const found = await seriousViolations(page);
        if (found.length > 0) problems[screen.path] = found;
        const name = screen.path.replace(/^\/admin\//, '').replaceAll('/', '-');
        await saveStill(page, `console-${name}-${device.viewport.width}`);
      }
      expect(problems).toEqual({});
      await page.context().close();
    });
  }
});
