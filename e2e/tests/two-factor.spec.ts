import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { RemoteConfig } from '@crewcast/contracts/config';
import type { APIRequestContext, CDPSession, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { workerPort } from '../server-settings';
import { logInAs, openAs } from './catalog';
import { DESKTOP, expect, expectFitsWindow, PHONE, saveStill, seriousViolations, test } from './fixtures';
import { newMember, submitLogin, type Member } from './members';

/**
 * Passkeys need a relying party id that is a host name (browsers refuse an IP address), so these journeys run on
 * a server of their own at http://localhost, with a database of its own: they also turn on the site setting that
 * requires two factors for staff, which would shut the console on every other journey.
 */
// Each worker its own port (a retry runs in a new worker, while the one before may still be closing its server).
const PORT = workerPort(Number(process.env.TEST_WORKER_INDEX ?? 0));
const SITE = `http://localhost:${PORT}`;
const DATA_DIR = fileURLToPath(new URL(`../../data/e2e-two-factor-${PORT}`, import.meta.url));
const SERVER = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
const CLI = fileURLToPath(new URL('../../apps/server/dist/cli.js', import.meta.url));
const SERVER_ENV = {
  ...process.env,
  PORT: String(PORT),
  PUBLIC_URL: SITE,
  DATA_DIR,
  DEMO: 'false',
  LOG_LEVEL: 'warn',
  RTMP_PORT: '0',
  RATE_LIMIT_MAX: '100000',
  ACCOUNT_RATE_LIMIT_MAX: '100000',
  ALTCHA_MAX_NUMBER: '2000',
};

test.skip(Boolean(process.env.E2E_BASE_URL), 'runs only where the suite starts its own servers');
test.use({
  ...DESKTOP,
  baseURL: SITE,
  // A network without the demo catalog has no special lists for the home page; wrong codes are tried on purpose,
  // and the console refuses a staff session without a second factor.
  expectedFailures: [
    '/v1/admin/access',
    '/channels/v14/special/hot-list',
    '/channels/v14/special/exclusive',
    '/v2/account/login/second-factor',
  ],
});
test.describe.configure({ mode: 'serial' });

let server: ChildProcess;
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  server = spawn('node', [SERVER], { env: SERVER_ENV, stdio: ['ignore', 'ignore', 'inherit'] });
  await expect
    .poll(async () => (await request.get(`${SITE}/readyz`).catch(() => null))?.ok() ?? false, {
      timeout: 90_000,
    })
    .toBe(true);
});
test.afterAll(async () => {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

/** A fresh Official account, made with the operator command as a network's first staff account is. */
async function createOfficial(): Promise<Member> {
  const official = newMember();
  await promisify(execFile)(
    'node',
    [CLI, 'create-staff', '--email', official.email, '--name', official.displayName],
    {
      env: { ...SERVER_ENV, STAFF_PASSWORD: official.password },
    },
  );
  return official;
}

/** Turns the site setting on with the operator command, and waits until the server says so. */
async function requireTwoFactorForStaff(request: APIRequestContext): Promise<void> {
  await promisify(execFile)('node', [CLI, 'set-config', 'staff_two_factor_required', 'true'], {
    env: SERVER_ENV,
  });
  await expect
    .poll(
      async () =>
        ((await (await request.get(`${SITE}/v1/remoteconfig`)).json()) as RemoteConfig)
          .staff_two_factor_required,
    )
    .toBe(true);
}

/** Chromium's virtual platform authenticator (a passkey store that answers without a person), on this page. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** A code from the authenticator app for a step after `afterStep` (each code is accepted once). */
async function nextCode(secret: string, afterStep: number): Promise<{ code: string; step: number }> {
  await expect.poll(() => TOTP.counter(), { timeout: 35_000, intervals: [500] }).toBeGreaterThan(afterStep);
  return { code: TOTP.generate({ secret: Secret.fromBase32(secret) }), step: TOTP.counter() };
}

/** The passkeys the virtual authenticator holds, to be put in another page's authenticator. */
async function storedPasskeys(cdp: CDPSession, authenticatorId: string) {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

const twoFactorSection = (page: Page) => page.getByRole('region', { name: 'Two-step verification' });

/** Opens the account's two-step verification and starts setting up an authenticator app; returns the section. */
async function startAuthenticatorSetUp(page: Page, official: Member) {
  await page.goto('/account');
  const section = twoFactorSection(page);
  const setUp = section.getByRole('form', { name: 'Set up an authenticator app' });
  await setUp.getByLabel('Current password').fill(official.password);
  await setUp.getByRole('button', { name: 'Set up an authenticator app' }).click();
  return section;
}

/** What the first journey leaves for the next: the Official and the passkey it made. */
const enrolled: { official?: Member; passkeys: Awaited<ReturnType<typeof storedPasskeys>> } = {
  passkeys: [],
};

test('an Official turns on an authenticator app and a passkey; logged out, the console needs the second step', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const official = await createOfficial();
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await logInAs(page, official);

  const section = await startAuthenticatorSetUp(page, official);
  const secret = (await section.locator('[data-secret]').getAttribute('data-secret')) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousViolations(page);
  const first = await nextCode(secret, 0);
  await section.getByLabel('6-digit code').fill(first.code);
  await section.getByRole('button', { name: 'Turn on' }).click();

  const codesDialog = page.getByRole('alertdialog', { name: 'Save your recovery codes' });
  await expect(codesDialog.getByRole('listitem')).toHaveCount(10);
  await expectNoSeriousViolations(page);
  await codesDialog.getByRole('button', { name: 'I’ve saved them' }).click();
  await expect(
    section.getByText('Your authenticator app gives you a code each time you log in.'),
  ).toBeVisible();

  const addPasskey = section.getByRole('form', { name: 'Add a passkey' });
  await addPasskey.getByLabel('Passkey name').fill('Work laptop');
  await addPasskey.getByLabel('Current password').fill(official.password);
  await addPasskey.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByText('Work laptop')).toBeVisible();
  await expect(section.getByText('Recovery codes left: 10')).toBeVisible();
  await expectNoSeriousViolations(page);
  const passkeys = await storedPasskeys(cdp, authenticatorId);
  expect(passkeys).toHaveLength(1);
  Object.assign(enrolled, { official, passkeys });

  // With the factor proved in this session, the Official makes two factors a rule for staff.
  await page.goto('/admin/site/settings');
  const rule = page.getByRole('switch', { name: 'Two-step verification for staff', exact: true });
  await rule.click();
  await expect(rule).toBeChecked();

  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, official.email, official.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

  await submitLogin(page, official.email, official.password);
  // The console asked for before logging in is where the second step leads.
  await page.getByLabel('Code from your authenticator app').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not valid.')).toBeVisible();
  const second = await nextCode(secret, first.step);
  await page.getByLabel('Code from your authenticator app').fill(second.code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Console' })).toBeVisible();
});

test('the same Official answers the second step with the passkey and reaches the console', async ({
  page,
}) => {
  const { official, passkeys } = enrolled;
  test.skip(!official, 'needs the Official of the journey before');
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  for (const credential of passkeys)
    await cdp.send('WebAuthn.addCredential', { authenticatorId, credential });

  await page.goto('/login');
  await submitLogin(page, official!.email, official!.password);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Console' })).toBeVisible();
  await page.goto('/account');
  await expect(twoFactorSection(page).getByText(/last used/)).toBeVisible();
});

test('an Official without two factors is sent from the console to set them up', async ({ page, request }) => {
  await requireTwoFactorForStaff(request);
  const official = await createOfficial();
  await openAs(page, official, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Turn on two-step verification' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(
    twoFactorSection(page).getByText('The console asks your account for two-step verification.', {
      exact: false,
    }),
  ).toBeVisible();
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the second step and the two-factor settings fit the screen', async ({ page }) => {
    const official = await createOfficial();
    await logInAs(page, official);
    const section = await startAuthenticatorSetUp(page, official);
    await expect(section.getByLabel('6-digit code')).toBeVisible();
    await expectFitsWindow(page);
    await saveStill(section, 'two-factor-phone');
  });
});
