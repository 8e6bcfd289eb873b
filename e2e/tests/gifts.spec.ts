import type { Page } from '@playwright/test';
import { expectVideoPlays, waitForSubscriberOnlyEpisode } from './catalog';
import { DESKTOP, expect, test } from './fixtures';
import { fillTestCard, newMember, pageOnNewDevice, signUp } from './members';
import { linkIn, waitForMail } from './outbox';

test.use(DESKTOP);

/** Buys a gift on /gift-subscriptions with the test card; returns the code the buyer is shown. */
async function buyGift(page: Page, months: string, recipientEmail: string | null): Promise<string> {
  await page.goto('/gift-subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Gift subscriptions' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${months}`) }).check();
  if (recipientEmail) {
    await page.getByRole('radio', { name: 'Send it by email' }).check();
    await page.getByLabel('Their email address', { exact: true }).fill(recipientEmail);
  } else {
    await page.getByRole('radio', { name: 'Get a code' }).check();
  }
  await page.getByLabel('Message (optional)', { exact: true }).fill('Welcome aboard!');
  await fillTestCard(page);
  await page.getByRole('button', { name: /^Buy gift for / }).click();
  await expect(page.getByRole('heading', { name: 'Your gift is ready!' })).toBeVisible();
  const code = (await page.locator('.gift-code__value').textContent())?.trim() ?? '';
  expect(code).not.toBe('');
  return code;
}

test.describe('gift subscriptions', () => {
  test('a gift mailed to a friend is redeemed in their browser, and they can watch', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const subscriberOnly = await waitForSubscriberOnlyEpisode(request);
    const buyer = newMember();
    const friend = newMember();

    await signUp(page, buyer);
    const code = await buyGift(page, '3 months', friend.email);
    await expect(
      page.getByText(`We’ve emailed the redeem link to ${friend.email}.`, { exact: false }),
    ).toBeVisible();

    const mail = await waitForMail(friend.email, /gift subscription/);
    const link = new URL(linkIn(mail));
    expect(link.pathname).toBe('/gift-subscriptions');
    expect(link.searchParams.get('code')).toBe(code);

    const friendPage = await pageOnNewDevice(browser, baseURL ?? '', DESKTOP);
    await signUp(friendPage, friend);
    await friendPage.goto(link.pathname + link.search);
    await expect(friendPage.getByLabel('Gift code', { exact: true })).toHaveValue(code);
    await friendPage.getByRole('button', { name: 'Redeem gift' }).click();
    await expect(friendPage.getByText(/You’ve redeemed 3 months of membership/)).toBeVisible();
    // The redeem page is no reason to be sent to /payment; with the gift, nothing else is either.
    await expect(friendPage).toHaveURL(/\/gift-subscriptions\?code=/);

    await friendPage.goto(`/video/${subscriberOnly.id}`);
    await expectVideoPlays(friendPage);
    await friendPage.context().close();

    await page.goto('/gift-subscriptions/history');
    const gifts = page.getByRole('list', { name: 'Gifts you bought' });
    const row = gifts.getByRole('link').filter({ hasText: code });
    await expect(row.getByText('Redeemed', { exact: true })).toBeVisible();
    await expect(row).toContainText(`To ${friend.email}`);
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: '3 months gift' })).toBeVisible();
    await expect(page.locator('.gift-code__value')).toHaveText(code);
    await expect(page.getByRole('button', { name: 'Copy code' })).toBeVisible();
    await expect(page.getByText('Welcome aboard!')).toBeVisible();
  });

  test('a gift bought as a code is redeemed by whoever types it in', async ({ page, browser, baseURL }) => {
    await signUp(page, newMember());
    const code = await buyGift(page, '1 month', null);

    const friendPage = await pageOnNewDevice(browser, baseURL ?? '', DESKTOP);
    await signUp(friendPage, newMember());
    await friendPage.goto('/account/gift-subscriptions');
    await friendPage.getByLabel('Gift code', { exact: true }).fill(code);
    await friendPage.getByRole('button', { name: 'Redeem gift' }).click();
    await expect(friendPage.getByText(/You’ve redeemed 1 month of membership/)).toBeVisible();

    // The access counts: the account page shows it, and the site stops sending the member to /payment.
    await friendPage.goto('/account');
    const subscription = friendPage.getByRole('region', { name: 'Subscription' });
    await expect(subscription.getByRole('heading', { name: 'Monthly' })).toBeVisible();
    await expect(subscription.getByText(/^You’re not subscribed$/)).toHaveCount(0);
    await expect(friendPage).toHaveURL(/\/account$/);
    await friendPage.context().close();

    await page.goto('/gift-subscriptions/history');
    await expect(
      page.getByRole('list', { name: 'Gifts you bought' }).getByRole('link').filter({ hasText: code }),
    ).toContainText('Redeemed');
  });
});
