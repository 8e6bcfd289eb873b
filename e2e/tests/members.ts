import { randomBytes } from 'node:crypto';
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import {
  acceptLegalDocumentsThroughApi,
  registerThroughApi,
  startSessionIn,
  subscribeThroughApi,
} from './account-api';

/**
 * How long a sign-up, login or checkout may take to answer: argon2 and the bot check are CPU work, and three
 * journeys run at once on a 2-core machine.
 */
export const SIGN_IN_TIMEOUT_MS = 30_000;

export interface Member {
  displayName: string;
  email: string;
  password: string;
}

/** A member no other test uses: display names and addresses are unique per run and per test. */
export function newMember(): Member {
  const id = randomBytes(5).toString('hex');
  return { displayName: `crew_${id}`, email: `crew-${id}@example.test`, password: `pass-${id}-word` };
}

/** Keeps a page on the site under test, as the suite's `page` fixture does. */
export async function confineToSite(page: Page, baseURL: string): Promise<void> {
  const siteOrigin = new URL(baseURL).origin;
  await page.route(
    (url) => url.origin !== siteOrigin,
    (route) => route.abort('blockedbyclient'),
  );
}

/** A page in a browser context of its own: another device, as far as the site can tell. */
export async function pageOnNewDevice(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  await confineToSite(page, baseURL);
  return page;
}

/** Signs up through the signup form and waits until the menu shows the new member. */
export async function signUp(page: Page, member: Member): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Display name', { exact: true }).fill(member.displayName);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('checkbox', { name: /I have read and accept the/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectLoggedInAs(page, member);
}

/** Checks the menu shows the member's name: in the top bar, or in the menu sheet on phones. */
export async function expectLoggedInAs(page: Page, member: Member): Promise<void> {
  const banner = page.getByRole('banner');
  const accountLink = page.getByRole('link', { name: new RegExp(member.displayName) });
  const openMenu = banner.getByRole('button', { name: 'Open menu' });
  await expect(accountLink.or(openMenu)).toBeVisible({ timeout: SIGN_IN_TIMEOUT_MS });
  if (await openMenu.isVisible()) {
    await expect(page).not.toHaveURL(/\/(signup|login)$/, { timeout: SIGN_IN_TIMEOUT_MS });
    await openMenu.click();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: new RegExp(member.displayName) }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    return;
  }
  await expect(accountLink).toBeVisible();
}

/** Logs in through the login form; the menu then shows the member. */
export async function logIn(page: Page, member: Member): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, member.email, member.password);
  await expectLoggedInAs(page, member);
}

export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The test payment provider's cards (apps/server billing test provider). */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** Types a card into the test-mode card form on the page (or inside `within`, e.g. a dialog). */
export async function fillTestCard(
  page: Page,
  number: string = TEST_CARDS.succeeds,
  within: Page | ReturnType<Page['locator']> = page,
): Promise<void> {
  await within.getByLabel('Card number', { exact: true }).fill(number);
  await within.getByLabel('Expiry date', { exact: true }).fill('12 / 34');
  await within.getByLabel('CVC', { exact: true }).fill('123');
  await within.getByLabel('Name on card', { exact: true }).fill('Crew Tester');
}

/**
 * Completes the test-mode checkout for the logged-in member (monthly plan, free trial). Members without a
 * subscription who joined after 2021-03-01 are sent to /payment; a subscriber stays on the page they open.
 */
export async function subscribe(page: Page): Promise<void> {
  await page.goto('/payment');
  await page.getByRole('radio', { name: 'Monthly' }).check();
  await fillTestCard(page);
  await page.getByRole('button', { name: /^(Start free trial|Subscribe for )/ }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to the crew!' })).toBeVisible({
    timeout: SIGN_IN_TIMEOUT_MS,
  });
}

/**
 * A member (a new one unless given) with a subscription paid with the test card, signed in on the page's browser
 * (which is left on the site, see `startSessionIn`). Made through the API: the sign-up and checkout forms have
 * journeys of their own (accounts.spec.ts, billing.spec.ts); returns the member.
 */
export async function signUpSubscriber(page: Page, member: Member = newMember()): Promise<Member> {
  const session = await registerThroughApi(page.request, member);
  await acceptLegalDocumentsThroughApi(page.request, session.tokens.token);
  await subscribeThroughApi(page.request, session.tokens.token, TEST_CARDS.succeeds);
  await startSessionIn(page, session);
  return member;
}
