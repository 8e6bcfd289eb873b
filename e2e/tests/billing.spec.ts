import type { Page } from '@playwright/test';
import { DEMO_MEMBER, expectVideoPlays, waitForSubscriberOnlyEpisode } from './catalog';
import { DESKTOP, expect, test } from './fixtures';
import { fillTestCard, newMember, signUp, signUpSubscriber, submitLogin, TEST_CARDS } from './members';

test.use(DESKTOP);

const subscriptionSection = (page: Page) => page.getByRole('region', { name: 'Subscription' });

test.describe('subscribing', () => {
  test.use({ expectedFailures: ['/v1/checkout'] });

  test('a new member subscribes with the test card, sees the trial, and watches a subscriber-only episode', async ({
    page,
    request,
  }) => {
    const subscriberOnly = await waitForSubscriberOnlyEpisode(request);

    // New members without a subscription are sent to the payment page.
    await signUp(page, newMember());
    await expect(page).toHaveURL(/\/payment$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
    await expect(page.getByText('TEST MODE', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your 14-day free trial' })).toBeVisible();
    await expect(page.getByText('$3.99', { exact: true })).toBeVisible();
    await expect(page.getByText('$39.99', { exact: true })).toBeVisible();

    await page.getByRole('radio', { name: 'Monthly' }).check();
    // Plan points come with a paid charge, not with the trial.
    await expect(
      page.getByText(/^Producer Points come with each payment, starting with the first on /),
    ).toBeVisible();
    await fillTestCard(page);
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to the crew!' })).toBeVisible();
    await expect(page.getByText(/Your free trial runs until/)).toBeVisible();

    await page.getByRole('link', { name: 'Manage your subscription' }).click();
    await expect(page).toHaveURL(/\/account$/);
    const section = subscriptionSection(page);
    await expect(section.getByRole('heading', { name: 'Monthly' })).toBeVisible();
    await expect(section.getByText(/^Free trial · 1[34] days left$/)).toBeVisible();
    await expect(section.getByText(/^Your free trial ends on /)).toBeVisible();
    await expect(
      section.getByText(/^Your plan’s Producer Points come with your first payment, on /),
    ).toBeVisible();
    await expect(section.getByText(/Visa ending in 4242/)).toBeVisible();

    await page.goto(`/video/${subscriberOnly.id}`);
    await expectVideoPlays(page);
  });

  test('a declined card shows the error, and the member can try again', async ({ page }) => {
    await signUp(page, newMember());
    await page.goto('/payment');
    await fillTestCard(page, TEST_CARDS.declined);
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to the crew!' })).toHaveCount(0);

    await page.getByLabel('Card number', { exact: true }).fill(TEST_CARDS.succeeds);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to the crew!' })).toBeVisible();
  });

  test('cancelling keeps the subscription until the end of the period', async ({ page, request }) => {
    const subscriberOnly = await waitForSubscriberOnlyEpisode(request);
    await signUpSubscriber(page);

    await page.goto('/account');
    const section = subscriptionSection(page);
    await section.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel your subscription?' });
    await expect(confirm.getByText(/You’ll keep access until/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();

    await expect(section.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(section.getByText(/^You have access until /)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
    await page.reload();
    await expect(section.getByText(/^You have access until /)).toBeVisible();

    // Still a subscriber until then: no nudge to /payment, and subscriber-only episodes play.
    await page.goto(`/video/${subscriberOnly.id}`);
    await expectVideoPlays(page);
    await expect(page).toHaveURL(/\/video\/\d+$/);

    await page.goto('/account');
    await section.getByRole('button', { name: 'Resume subscription' }).click();
    await expect(section.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
    await expect(section.getByText(/^Free trial · /)).toBeVisible();
  });
});

test.describe('discount codes', () => {
  test.use({ expectedFailures: ['/v3/stripecoupon/coupon'] });

  test('a subscriber looks a code up and applies it; a second one is refused with the reason', async ({
    page,
  }) => {
    await signUpSubscriber(page);
    await page.goto('/account');
    await subscriptionSection(page).getByRole('link', { name: 'Redeem a discount code' }).click();
    await expect(page).toHaveURL(/\/account\/discount-code$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Enter Discount Code' })).toBeVisible();

    const field = page.getByLabel('Discount code', { exact: true });
    await field.fill('NOT-A-CODE');
    await expect(page.getByText('No Discount Code Found')).toBeVisible();
    await field.fill('EXPIRED10');
    await expect(page.getByText('No Discount Code Found')).toBeVisible();
    await field.fill('');
    await expect(page.getByText('No Discount Code Found')).toHaveCount(0);

    await field.fill('crew20');
    const found = page.locator('.coupon-found');
    await expect(found.getByText('CREW20', { exact: true })).toBeVisible();
    await expect(found.getByText('20% off')).toBeVisible();
    await expect(found.getByText('for 3 months')).toBeVisible();
    await found.getByRole('button', { name: 'Apply Discount' }).click();
    await expect(
      page.getByRole('status').getByText('The code CREW20 has been applied to your subscription.'),
    ).toBeVisible();
    const applied = page.getByRole('region', { name: 'Applied codes' });
    await expect(applied.getByText('CREW20', { exact: true })).toBeVisible();

    await field.fill('WELCOME50');
    await found.getByRole('button', { name: 'Apply Discount' }).click();
    await expect(page.getByRole('alert').getByText('There was an error applying the coupon!')).toBeVisible();
    await expect(found.getByRole('alert')).not.toBeEmpty();

    await page.getByRole('link', { name: 'Account' }).first().click();
    await expect(subscriptionSection(page).getByText(/^CREW20: 20% off, 3 more months$/)).toBeVisible();
  });

  test('without a subscription the screen says to subscribe first', async ({ page }) => {
    // Members from before 2021-03-01 are not sent to /payment, so they see the screen itself.
    await page.goto('/login');
    await submitLogin(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached({ timeout: 15_000 });
    // The legal documents modal and the subscribe alert may open over the page; nothing here is clicked.
    await page.goto('/discount-code');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { name: 'You must be subscribed to redeem a Discount Code' }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Subscribe', exact: true })).toHaveAttribute(
      'href',
      '/payment',
    );
  });
});
