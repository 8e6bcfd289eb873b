import { DESKTOP, expect, test } from './fixtures';
import { codeIn, countMails, linkIn, waitForMail } from './outbox';
import { logIn, newMember, signUp, signUpSubscriber, submitLogin, subscribe } from './members';

test.use(DESKTOP);

const VERIFY_SUBJECT = /Confirm your email address/;
const RESET_SUBJECT = /password reset code/;

test.describe('signing up and in', () => {
  test.use({ expectedFailures: ['/v2/account/login'] });

  test('sign up, verify the email from the outbox, log out, and log in again', async ({ page }) => {
    const member = newMember();
    await signUp(page, member);
    // New members without a subscription are sent to the payment page.
    await expect(page).toHaveURL(/\/payment$/);
    await subscribe(page);

    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile.getByText(member.displayName, { exact: true })).toBeVisible();
    await expect(profile.getByText(member.email)).toBeVisible();
    await expect(profile.getByText('Not verified', { exact: true })).toBeVisible();

    const mail = await waitForMail(member.email, VERIFY_SUBJECT);
    const link = new URL(linkIn(mail));
    expect(link.pathname).toBe('/verify-email');
    await page.goto(link.pathname + link.search);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your email address is verified' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await expect(profile.getByText('Verified', { exact: true })).toBeVisible();
    await expect(profile.getByText('Not verified', { exact: true })).toHaveCount(0);

    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

    await submitLogin(page, member.email, 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid Email or Password.' })).toBeVisible();

    await submitLogin(page, member.email, member.password);
    await expect(page.getByRole('link', { name: new RegExp(member.displayName) })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a page that needs a login is shown after logging in, with its query', async ({ page }) => {
    const member = await signUpSubscriber(page);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/account?from=mail');
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, member.email, member.password);
    await expect(page).toHaveURL(/\/account\?from=mail$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  });
});

test('forgotten password, end to end with the code from the outbox', async ({ page }) => {
  const member = newMember();
  await signUp(page, member);
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  const before = await countMails(member.email, RESET_SUBJECT);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByRole('button', { name: 'Send code' }).click();

  const code = codeIn(await waitForMail(member.email, RESET_SUBJECT, before));
  const newPassword = `${member.password}-new`;
  await page.getByLabel('6-digit code', { exact: true }).fill(code);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('status').getByText('Your password has been changed. Please log in.'),
  ).toBeVisible();
  await logIn(page, { ...member, password: newPassword });
});

test('changing the email address with the code mailed to the new one', async ({ page }) => {
  const member = newMember();
  const newEmail = `new-${member.email}`;
  await signUpSubscriber(page, member);
  await page.goto('/account');

  const section = page.getByRole('region', { name: 'Email address' });
  await section.getByLabel('New email address', { exact: true }).fill(newEmail);
  await section.getByLabel('Current password', { exact: true }).fill(member.password);
  await section.getByRole('button', { name: 'Send code' }).click();
  const code = codeIn(await waitForMail(newEmail, /Confirm your new email address/));
  await section.getByLabel('6-digit code', { exact: true }).fill(code);
  await section.getByRole('button', { name: 'Confirm new address' }).click();

  await expect(page.getByRole('status').getByText('Your email address has been changed.')).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByText(newEmail)).toBeVisible();
  await expect(profile.getByText('Verified', { exact: true })).toBeVisible();
});

test('deleting the account waits out the grace period, and can be cancelled', async ({ page }) => {
  const member = await signUpSubscriber(page);
  await page.goto('/account');

  await page.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Current password', { exact: true }).fill(member.password);
  await dialog.getByLabel('Why are you leaving? (optional)', { exact: true }).fill('Just testing');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  const pending = page.getByRole('region', { name: 'Account deletion' });
  await expect(pending.getByText(/Your account will be deleted on/)).toBeVisible();
  await page.reload();
  await expect(pending.getByText(/Your account will be deleted on/)).toBeVisible();

  await pending.getByRole('button', { name: 'Cancel deletion' }).click();
  await expect(page.getByRole('status').getByText('Your account will not be deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete account…' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Delete account…' })).toBeVisible();
});
