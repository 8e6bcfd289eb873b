import type { Page } from '@playwright/test';
import { DEMO_STAFF, logInAs } from './catalog';
import { checkScreen, DESKTOP, expect, PHONE, test } from './fixtures';
import { newMember, pageOnNewDevice, signUp, submitLogin } from './members';

const DEMO_MEMBER_NAME = 'Demo Member';

// Each journey logs staff in, and one signs a member up in a second browser: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** Opens the Members area and searches, waiting for the results to show the member. */
async function findMember(page: Page, search: string, displayName: string): Promise<void> {
  await page.goto('/admin/members');
  // A busy machine may take a while to load the console's first screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('searchbox', { name: 'Search members' }).fill(search);
  await expect(page.getByText('1 member', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: displayName, exact: true })).toBeVisible();
}

/** Finds the member, checks the search's screen when one is named, and opens the member's page. */
async function openMember(page: Page, search: string, displayName: string, screen?: string): Promise<void> {
  await findMember(page, search, displayName);
  if (screen) await checkScreen(page, screen);
  await page.getByRole('link', { name: displayName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: displayName })).toBeVisible({ timeout: 15_000 });
}

const balanceOf = async (page: Page) =>
  Number(
    (
      await page
        .getByRole('region', { name: 'Producer Points' })
        .locator('.member-points__balance')
        .textContent()
    )?.replace(/\D/g, '') ?? 'NaN',
  );

test.describe('console members', () => {
  test.use(DESKTOP);

  test.describe('points', () => {
    // The last adjustment is refused on purpose: it would take the balance below zero.
    test.use({ expectedFailures: [/^\/v1\/admin\/members\/[^/]+\/points$/] });

    test('staff find the demo member and adjust their points with a reason', async ({ page }) => {
      await logInAs(page, DEMO_STAFF);
      await openMember(page, 'MEMBER@crewcast', DEMO_MEMBER_NAME, 'console-members-1440');
      const points = page.getByRole('region', { name: 'Producer Points' });
      const before = await balanceOf(page);

      const reason = `Bingo prize ${Date.now()}`;
      await points.getByLabel('Points', { exact: true }).fill('25');
      await points.getByLabel('Reason', { exact: true }).fill(reason);
      await points.getByRole('button', { name: 'Adjust points' }).click();
      await expect(page.getByText('The points were adjusted.')).toBeVisible();
      await expect(points.getByRole('row', { name: new RegExp(`\\+25 ${reason}`) })).toBeVisible();
      expect(await balanceOf(page)).toBe(before + 25);

      // Taking away more than the balance is refused next to the field, and nothing changes.
      await points.getByLabel('Points', { exact: true }).fill(String(-(before + 26)));
      await points.getByLabel('Reason', { exact: true }).fill('Too many');
      await points.getByRole('button', { name: 'Adjust points' }).click();
      await expect(points.getByText(`At most ${before + 25} points can be taken away.`)).toBeVisible();
      expect(await balanceOf(page)).toBe(before + 25);

      await checkScreen(page, 'console-member-1440');
    });
  });

  test("a ban ends the banned member's session in their own browser", async ({ page, browser, baseURL }) => {
    const member = newMember();
    const memberPage = await pageOnNewDevice(browser, baseURL ?? '', DESKTOP);
    await signUp(memberPage, member);

    await logInAs(page, DEMO_STAFF);
    await openMember(page, member.email.toUpperCase(), member.displayName);
    await expect(page.getByRole('region', { name: 'Devices, sessions and badges' })).toContainText(
      'Last signed in or renewed',
    );
    await page.getByRole('button', { name: 'Ban account' }).click();
    const dialog = page.getByRole('dialog', { name: `Ban ${member.displayName}?` });
    await dialog.getByLabel('Reason', { exact: true }).fill('Spam in chat');
    await dialog.getByRole('button', { name: 'Ban account' }).click();
    await expect(page.getByText('The account is banned.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Spam in chat');
    await expect(page.getByRole('region', { name: 'Devices, sessions and badges' })).toContainText(
      'Not signed in anywhere.',
    );

    // The member's next page load finds the session over and goes to the login page, which refuses them.
    await memberPage.reload();
    await expect(memberPage).toHaveURL(/\/login$/, { timeout: 15_000 });
    await submitLogin(memberPage, member.email, member.password);
    await expect(memberPage.getByText('This account has been banned.', { exact: false })).toBeVisible();
    await memberPage.context().close();

    await page.getByRole('button', { name: 'Lift ban' }).click();
    await page
      .getByRole('alertdialog', { name: 'Lift the ban?' })
      .getByRole('button', { name: 'Lift ban' })
      .click();
    await expect(page.getByText('The ban was lifted.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ban account' })).toBeVisible();
  });
});

test.describe('console members on a phone', () => {
  test.use(PHONE);

  test('the search and a member page have no serious accessibility problems at 390 px', async ({ page }) => {
    await logInAs(page, DEMO_STAFF);
    await openMember(page, 'member@crewcast', DEMO_MEMBER_NAME, 'console-members-390');
    await expect(page.getByRole('region', { name: 'Producer Points' })).toBeVisible();
    await checkScreen(page, 'console-member-390');

    await page.getByRole('button', { name: 'Grant subscription time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant subscription time' });
    await expect(dialog.getByLabel('How much')).toBeFocused();
    await checkScreen(page, 'console-member-grant-390', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});
