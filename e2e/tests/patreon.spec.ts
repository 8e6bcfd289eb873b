import { E2E_PATREON_URL } from '../server-settings';
import { expectVideoPlays, waitForSubscriberOnlyEpisode } from './catalog';
import { checkScreen, DESKTOP, expect, seriousViolations, test } from './fixtures';
import { newMember, signUp } from './members';
import { setSiteSetting } from './site-settings';

// The operator command needs the suite's own server and database.
test.skip(Boolean(process.env.E2E_BASE_URL), 'runs only against the server the suite starts');
test.use({ ...DESKTOP, allowedOrigins: [E2E_PATREON_URL] });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => setSiteSetting(request, 'patreon_enabled', true));
test.afterAll(async ({ request }) => setSiteSetting(request, 'patreon_enabled', false));

/** The payment page, with the page the member was on to come back to once subscribed, if any. */
const PAYMENT_PAGE = /\/payment(\?return=[^&]+)?$/;

test('a new member links Patreon instead of paying, and the pledge lets them watch', async ({
  page,
  request,
}) => {
  const subscriberOnly = await waitForSubscriberOnlyEpisode(request);
  await signUp(page, newMember());

  // Without a subscription a new member lands on the payment page, which offers the link.
  await expect(page).toHaveURL(PAYMENT_PAGE, { timeout: 15_000 });
  await expect(
    page.getByText('Supporting us on Patreon? Link it and your pledge counts as a subscription.'),
  ).toBeVisible();
  await checkScreen(page, 'patreon-offer-desktop');
  await page.getByRole('button', { name: 'Link Patreon' }).click();

  await expect(page.getByRole('heading', { name: 'Allow access to your Patreon membership?' })).toBeVisible();
  await page.getByRole('link', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/patreon\/callback\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Patreon is linked' })).toBeVisible();
  await expect(page.getByText('Your pledge includes your subscription. Enjoy the shows!')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Back to account' }).click();
  const patreon = page.getByRole('region', { name: 'Patreon' });
  await expect(patreon.getByText('Your Patreon pledge includes your subscription.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Subscription' }).getByText('Subscribed through Patreon'),
  ).toBeVisible();
  await checkScreen(page, 'patreon-account-desktop');

  await page.goto(`/video/${subscriberOnly.id}`);
  await expectVideoPlays(page);

  // Unlinked, the pledge no longer counts: the member is back to choosing a plan.
  await page.goto('/account');
  await patreon.getByRole('button', { name: 'Unlink Patreon' }).click();
  await page
    .getByRole('alertdialog', { name: 'Unlink Patreon?' })
    .getByRole('button', { name: 'Unlink Patreon' })
    .click();
  await expect(page).toHaveURL(PAYMENT_PAGE, { timeout: 15_000 });
});

test('refusing on Patreon’s page says so, and leads back', async ({ page }) => {
  await signUp(page, newMember());
  await expect(page).toHaveURL(PAYMENT_PAGE, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Link Patreon' }).click();
  await page.getByRole('link', { name: 'Deny' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Patreon couldn’t be linked' })).toBeVisible();
  await expect(
    page.getByText('You didn’t allow the link on Patreon. Link Patreon again from your account.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to account' }).click();
  // Still without a subscription, so the account sends the new member on to choose a plan.
  await expect(page).toHaveURL(PAYMENT_PAGE, { timeout: 15_000 });
});
