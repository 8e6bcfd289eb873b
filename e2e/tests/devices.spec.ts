import type { Page } from '@playwright/test';
import { DESKTOP, expect, test } from './fixtures';
import { logInThroughApi } from './account-api';
import { logIn, pageOnNewDevice, signUpSubscriber } from './members';

test.use(DESKTOP);

const deviceCards = (page: Page) => page.getByRole('list', { name: 'Your devices' }).getByRole('listitem');

test.describe('device management', () => {
  test.use({ expectedFailures: ['/v2/device'] });

  test('each browser is a device; the current one comes first; the limit is enforced', async ({
    page,
    browser,
    baseURL,
    request,
    remoteConfig,
  }) => {
    // Browsers of their own for three devices, each logging in: a busy machine needs the room.
    test.setTimeout(180_000);
    const limit = remoteConfig.device_management_limit;
    const member = await signUpSubscriber(page);

    const second = await pageOnNewDevice(browser, baseURL ?? '', DESKTOP);
    await logIn(second, member);
    await second.goto('/account/device-management');
    await expect(second.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
    await expect(deviceCards(second)).toHaveCount(2);
    await expect(deviceCards(second).first()).toContainText('This device');
    await expect(deviceCards(second).nth(1)).not.toContainText('This device');

    // The first browser sees the same two devices, with itself first.
    await page.goto('/account');
    await page.getByRole('link', { name: /^Devices/ }).click();
    await expect(page).toHaveURL(/\/account\/device-management$/);
    await expect(deviceCards(page)).toHaveCount(2);
    await expect(deviceCards(page).first()).toContainText('This device');

    // Up to the limit every new device is active; the one after it is not. The devices in between log in as the
    // form does, through the API: the form itself is the second device's and the last one's.
    for (let count = 3; count <= limit; count += 1) await logInThroughApi(request, member);
    const last = await pageOnNewDevice(browser, baseURL ?? '', DESKTOP);
    await logIn(last, member);
    await last.goto('/account/device-management');
    await expect(deviceCards(last)).toHaveCount(limit + 1);
    const current = deviceCards(last).first();
    await expect(current).toContainText('This device');
    await expect(last.getByText(`${limit} of ${limit} active`)).toBeVisible();
    const currentSwitch = current.getByRole('switch');
    await expect(currentSwitch).not.toBeChecked();

    await currentSwitch.click();
    await expect(
      last
        .getByRole('alert')
        .getByText(
          `You have reached your device limit of ${limit}! You must deactivate a device to activate a new one.`,
        ),
    ).toBeVisible();
    await expect(currentSwitch).not.toBeChecked();

    // Switching another device off makes room. The switch turns once the server agrees, and the device then
    // moves down among the inactive ones (active devices come first), so the count is what is awaited.
    await deviceCards(last).nth(1).getByRole('switch').click();
    await expect(last.getByText(`${limit - 1} of ${limit} active`)).toBeVisible();
    await expect(deviceCards(last).getByRole('switch', { checked: true })).toHaveCount(limit - 1);
    await expect(deviceCards(last).last().getByRole('switch')).not.toBeChecked();
    await currentSwitch.click();
    await expect(currentSwitch).toBeChecked();
    await expect(last.getByText(`${limit} of ${limit} active`)).toBeVisible();

    // Removing a device asks first; the current device cannot be removed.
    await expect(current.getByRole('button', { name: 'Remove' })).toHaveCount(0);
    await page.reload();
    await expect(deviceCards(page)).toHaveCount(limit + 1);
    const removable = deviceCards(page).nth(1);
    const confirm = page.getByRole('alertdialog', { name: 'Remove this device?' });
    await removable.getByRole('button', { name: 'Remove' }).click();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(deviceCards(page)).toHaveCount(limit + 1);
    await removable.getByRole('button', { name: 'Remove' }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(deviceCards(page)).toHaveCount(limit);

    for (const other of [second, last]) await other.context().close();
  });

  test('Back to Video leads to the video the member came from', async ({ page }) => {
    await signUpSubscriber(page);
    await page.goto('/account/device-management?mediaId=42');
    await expect(page.getByRole('link', { name: 'Back to Video' })).toHaveAttribute('href', '/video/42');
    await page.goto('/account/device-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Video' })).toHaveCount(0);
  });

  test('a mobile app opens the page with its own token and device identifier', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signUpSubscriber(page);
    const session = await page.evaluate(() => localStorage.getItem('crewcast.authV2Token'));
    const { token } = JSON.parse(session ?? '{}') as { token: string };
    const deviceIdentifier = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('crewcast.deviceIdentifier') ?? '""'),
    );

    const app = await pageOnNewDevice(browser, baseURL ?? '', DESKTOP);
    await app.goto(
      `/account/device-management?token=${encodeURIComponent(token)}&deviceIdentifier=${encodeURIComponent(deviceIdentifier)}&hidemenus=true`,
    );
    await expect(app.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
    await expect(app).toHaveURL(/\/account\/device-management\?hidemenus=true$/);
    await expect(deviceCards(app)).toHaveCount(1);
    await expect(deviceCards(app).first()).toContainText('This device');
    await app.context().close();
  });
});
