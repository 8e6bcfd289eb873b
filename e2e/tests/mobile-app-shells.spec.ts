import type { BridgeCall } from '@crewcast/contracts/constants/mobile-app-bridge';
import { ANDROID_PHONE, installBridge, type ReceivedCall } from './app-shell';
import { expect, PHONE, test } from './fixtures';
import { waitForCatalog } from './catalog';
import { fillTestCard, newMember, signUp } from './members';

interface Shell {
  name: string;
  /** The URL marker the shell opens the site with. */
  marker: 'iosapp' | 'androidapp';
  use: {
    viewport: { width: number; height: number };
    userAgent: string;
    isMobile: boolean;
    hasTouch: boolean;
  };
}

const SHELLS: Shell[] = [
  { name: 'iOS app', marker: 'iosapp', use: PHONE },
  { name: 'Android app', marker: 'androidapp', use: ANDROID_PHONE },
];

/** What the shell of `platform` receives for a call with `payload` (or none). */
function wire(platform: 'ios' | 'android', call: BridgeCall, payload?: object): ReceivedCall {
  if (platform === 'ios') return { call, received: payload ?? {} };
  return { call, received: payload === undefined ? [] : [JSON.stringify(payload)] };
}

for (const shell of SHELLS) {
  test.describe(`inside the ${shell.name}`, () => {
    test.use(shell.use);
    const platform = shell.marker === 'iosapp' ? 'ios' : 'android';

    test('every bridge call is made at its moment with its payload, and nothing else', async ({
      page,
      request,
    }) => {
      await waitForCatalog(request);
      const member = newMember();
      await signUp(page, member);
      const received = await installBridge(page, platform);
      const expected: ReceivedCall[] = [];
      /** Waits for `call` to reach the shell, and checks every call so far, in order. */
      const expectCall = async (call: BridgeCall, payload?: object) => {
        expected.push(wire(platform, call, payload));
        await expect.poll(() => received.length).toBe(expected.length);
        expect(received).toEqual(expected);
      };

      // The shell opens the site with its marker: menus are hidden, and a new member is asked to subscribe.
      await page.goto(`/payment?${shell.marker}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Restore purchases' }).click();
      await expectCall('restorePurchases');
      await expect(page.getByRole('status').filter({ hasText: 'The app is restoring' })).toBeVisible();

      await page.getByRole('radio', { name: 'Monthly' }).check();
      await fillTestCard(page);
      await page.getByRole('button', { name: /^(Start free trial|Subscribe for )/ }).click();
      await expect(page.getByRole('heading', { name: 'Welcome to the crew!' })).toBeVisible({
        timeout: 15_000,
      });
      await expectCall('complete');

      // The account: the app's downloads, and its Wi-Fi rule.
      await page.goto('/account');
      const downloads = page.getByRole('region', { name: 'Downloads' });
      await downloads.getByRole('button', { name: /Your downloads/ }).click();
      await expectCall('downloadsRedirect');
      const wifiOnly = downloads.getByRole('switch', { name: 'Download on Wi-Fi only' });
      await expect(wifiOnly).toBeChecked();
      await wifiOnly.uncheck();
      await expectCall('downloadWifiOnly', { enabled: false });
      await wifiOnly.check();
      await expectCall('downloadWifiOnly', { enabled: true });

      // In-page back links: the app goes back; the page stays where it is.
      for (const path of [
        '/account/badges',
        '/account/device-management',
        '/account/discount-code',
        '/account/gift-subscriptions',
      ]) {
        await page.goto(path);
        await page.getByRole('link', { name: 'Account', exact: true }).click();
        await expectCall('back');
        expect(new URL(page.url()).pathname).toBe(path);
      }

      // A discount code and a gift finish.
      await page.goto('/account/discount-code');
      await page.getByLabel('Discount code', { exact: true }).fill('CREW20');
      await page.getByRole('button', { name: 'Apply Discount' }).click();
      await expectCall('complete');

      await page.goto('/account/gift-subscriptions');
      await page.getByRole('radio', { name: /^1 month/ }).check();
      await page.getByRole('radio', { name: 'Get a code' }).check();
      await fillTestCard(page);
      await page.getByRole('button', { name: /^Buy gift for / }).click();
      await expect(page.getByRole('heading', { name: 'Your gift is ready!' })).toBeVisible();
      await expectCall('complete');

      // Videos: a card is opened by the app; a video page offers its video to the app, which plays it natively.
      await page.goto('/');
      const card = page.getByRole('region', { name: 'New episodes' }).getByRole('link').first();
      const mediaId = Number((await card.getAttribute('href'))?.replace('/video/', ''));
      await card.click();
      await expectCall('mediaRedirect', { mediaId });
      expect(new URL(page.url()).pathname).toBe('/');

      await page.goto(`/video/${mediaId}`);
      await expectCall('playVideo', { mediaId });
      await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Play' }).first()).toBeVisible();
      expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);

      const seasonLink = page.getByRole('link', { name: /^S\d+ · E\d+$/ });
      const seasonId = Number((await seasonLink.getAttribute('href'))?.replace('/season/', ''));
      await seasonLink.click();
      await expectCall('seasonRedirect', { seasonId });

      // Logging out, then a page that needs a login.
      await page.goto('/account');
      await page.getByRole('button', { name: 'Log out' }).click();
      await expectCall('logout');
      await expect(page).toHaveURL(/\/something-went-wrong\?hidemenus=true$/);

      await page.goto('/account');
      await expectCall('requiresLogin');
      await expect(page).toHaveURL(/\/something-went-wrong\?hidemenus=true$/);
    });
  });
}

test.describe('outside an app', () => {
  test.use(PHONE);

  test('a phone browser makes no bridge calls, even in another in-app browser, and does each thing itself', async ({
    page,
    request,
  }) => {
    await waitForCatalog(request);
    // The app promotion floats over the bottom of phone browsers; it is closed whenever it is in the way. A toast
    // may lie over it, and a toast waits while the pointer is over it, so toasts are closed first.
    await page.addLocatorHandler(page.getByRole('complementary', { name: 'Get the app' }), async (promo) => {
      for (const close of await page.locator('.toast-region').getByRole('button', { name: 'Close' }).all())
        await close.click({ timeout: 2000 }).catch(() => undefined);
      await promo.getByRole('button', { name: 'Close the app promotion' }).click();
    });
    await signUp(page, newMember());
    // Another app's web view, with message handlers of its own: it is a browser, not a Crewcast shell.
    const received = await installBridge(page, 'ios', ['share', 'openExternal']);

    await page.goto('/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('radio', { name: 'Monthly' }).check();
    // Settle point: the plans have loaded, so the page's buttons are all there.
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Restore purchases' })).toHaveCount(0);
    await fillTestCard(page);
    await page.getByRole('button', { name: /^(Start free trial|Subscribe for )/ }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to the crew!' })).toBeVisible({
      timeout: 15_000,
    });

    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Subscription' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Downloads' })).toHaveCount(0);

    await page.goto('/account/badges');
    await page.getByRole('main').getByRole('link', { name: 'Account', exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);

    await page.goto('/');
    const card = page.getByRole('region', { name: 'New episodes' }).getByRole('link').first();
    await card.click();
    await expect(page).toHaveURL(/\/video\/\d+$/);
    await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible({ timeout: 30_000 });

    await page.goto('/account');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);
    expect(received).toEqual([]);
  });
});
