import { AccountType } from '@crewcast/contracts/account';
import type { TwoFactorStatus } from '@crewcast/contracts/two-factor';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as passkeyPrompts from '@simplewebauthn/browser';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { errorAnswer, fakeApi, fakeRequests, type FakeRoutes } from '@/testing/fake-api';
import { renderAppAt } from '@/testing/render-app';
import { authToken, logIn, MEMBER_ROUTES, staffRoutes } from '@/testing/session';

const browserPasskeys = vi.mocked(passkeyPrompts);

const PASSKEY_OPTIONS = {
  challenge: 'c2lnbiB0aGlz',
  allowCredentials: [{ id: 'cred-1', type: 'public-key' }],
};
/** What the browser answers (as far as the server is handed it): a stand-in, not a real signature. */
const ASSERTION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30' },
} as unknown as AuthenticationResponseJSON;
const NEW_CREDENTIAL = { id: 'new-cred', type: 'public-key' } as unknown as RegistrationResponseJSON;

const step = (methods: string[], passkeyOptions?: object) => ({
  secondFactor: { challenge: 'step-token', expiresAt: '2030-01-01T00:00:00.000Z', methods, passkeyOptions },
});

const routes = (overrides: FakeRoutes = {}): FakeRoutes => ({
  ...MEMBER_ROUTES,
  '/v2/account/providers': { google: '', apple: '' },
  ...overrides,
});

async function passwordStep() {
  await userEvent.type(await screen.findByLabelText('[]account.field.email'), 'ada@example.test');
  await userEvent.type(screen.getByLabelText('[]account.field.password'), 'secret-password');
  await userEvent.click(screen.getByRole('button', { name: '[]login.submit' }));
}

describe('the second step of a login', () => {
  beforeEach(() => storage.deviceIdentifier.set('device-identifier-1'));

  it('asks for a code instead of signing in, shows a wrong one by the field, and signs in with the right one', async () => {
    let tries = 0;
    const fetchMock = fakeApi(
      routes({
        'POST /v2/account/login': step(['totp', 'recovery-code']),
        'POST /v2/account/login/second-factor': () =>
          (tries += 1) === 1
            ? errorAnswer(400, 'INVALID_CODE', 'That code is not valid.', {
                fields: { code: ['That code is not valid.'] },
              })
            : authToken(),
      }),
    );
    const { router } = renderAppAt('/login');
    await passwordStep();

    expect(await screen.findByRole('heading', { name: '[]login.secondStep.title', level: 1 })).toBeTruthy();
    expect(storage.authV2Token.get()).toBeNull();
    expect(screen.queryByRole('button', { name: '[]login.secondStep.passkey' })).toBeNull();
    const code = screen.getByLabelText('[]login.secondStep.code');
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: '[]login.secondStep.submit' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(code);
    expect(screen.getByText('[]account.twoFactor.error.code')).toBeTruthy();

    await userEvent.clear(code);
    await userEvent.type(code, '222222');
    await userEvent.click(screen.getByRole('button', { name: '[]login.secondStep.submit' }));
    await waitFor(() => expect(storage.authV2Token.get()?.token).toBe('member-token'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const sent = fakeRequests(fetchMock).filter(({ path }) => path === '/v2/account/login/second-factor');
    expect(sent.at(-1)?.body).toEqual({
      challenge: 'step-token',
      code: '222222',
      device: expect.objectContaining({ deviceIdentifier: 'device-identifier-1' }),
    });
  });

  it('signs in with a passkey, and says so when the passkey prompt is cancelled', async () => {
    browserPasskeys.startAuthentication.mockRejectedValueOnce(new DOMException('No', 'NotAllowedError'));
    browserPasskeys.startAuthentication.mockResolvedValueOnce(ASSERTION);
    const fetchMock = fakeApi(
      routes({
        'POST /v2/account/login': step(['passkey', 'recovery-code'], PASSKEY_OPTIONS),
        'POST /v2/account/login/second-factor': authToken(),
      }),
    );
    renderAppAt('/login');
    await passwordStep();
    expect(await screen.findByLabelText('[]login.secondStep.recoveryCode')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '[]login.secondStep.passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe('[]account.twoFactor.passkey.cancelled');
    await userEvent.click(screen.getByRole('button', { name: '[]login.secondStep.passkey' }));
    await waitFor(() => expect(storage.authV2Token.get()?.token).toBe('member-token'));
    expect(browserPasskeys.startAuthentication).toHaveBeenLastCalledWith({ optionsJSON: PASSKEY_OPTIONS });
    const sent = fakeRequests(fetchMock).find(({ path }) => path === '/v2/account/login/second-factor');
    expect(sent?.body).toMatchObject({ challenge: 'step-token', passkey: ASSERTION });
  });

  it('goes back to the password form when the step has expired', async () => {
    fakeApi(
      routes({
        'POST /v2/account/login': step(['totp', 'recovery-code']),
        'POST /v2/account/login/second-factor': errorAnswer(401, 'SECOND_STEP_EXPIRED', 'Expired.'),
      }),
    );
    renderAppAt('/login');
    await passwordStep();
    await userEvent.type(await screen.findByLabelText('[]login.secondStep.code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '[]login.secondStep.submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('[]login.secondStep.expired');
    await userEvent.click(screen.getByRole('button', { name: '[]login.secondStep.back' }));
    expect(await screen.findByRole('button', { name: '[]login.submit' })).toBeTruthy();
  });
});

const status = (overrides: Partial<TwoFactorStatus> = {}): TwoFactorStatus => ({
  totp: false,
  passkeys: [],
  recoveryCodesLeft: 0,
  sessionVerified: false,
  requiredForConsole: false,
  ...overrides,
});

function renderAccount(routesForTwoFactor: FakeRoutes) {
  logIn();
  const fetchMock = fakeApi({
    ...MEMBER_ROUTES,
    'GET /v1/emailPreferences': { newsletter: true, newShows: false, greenlight: true },
    'GET /v2/pushnotification/type': { pushNotificationType: 'important' },
    ...routesForTwoFactor,
  });
  renderAppAt('/account');
  return fetchMock;
}

const section = () => screen.findByRole('region', { name: '[]account.twoFactor.title' });
const CODES = Array.from({ length: 10 }, (_, index) => `abcde-${String(index).padStart(5, '2')}`);

describe('two-step verification on the account page', () => {
  beforeEach(() => {
    Object.assign(window, { PublicKeyCredential: class {} });
  });

  it('sets up an authenticator app with its key and a code, then shows the recovery codes once', async () => {
    let enrolled = false;
    const fetchMock = renderAccount({
      'GET /v2/account/two-factor': () => status({ totp: enrolled, recoveryCodesLeft: enrolled ? 10 : 0 }),
      'POST /v2/account/two-factor/totp': {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/Crewcast:ada?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      },
      'POST /v2/account/two-factor/totp/confirm': () => {
        enrolled = true;
        return { recoveryCodes: CODES };
      },
    });
    const twoFactor = await section();
    const setUp = await within(twoFactor).findByRole('form', { name: '[]account.twoFactor.app.setUpTitle' });
    await userEvent.type(within(setUp).getByLabelText('[]account.field.currentPassword'), 'secret-password');
    await userEvent.click(within(setUp).getByRole('button', { name: '[]account.twoFactor.app.setUp' }));
    expect(await within(twoFactor).findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(
      within(twoFactor).getByRole('link', { name: '[]account.twoFactor.app.open' }).getAttribute('href'),
    ).toMatch(/^otpauth:/);
    await userEvent.type(within(twoFactor).getByLabelText('[]account.twoFactor.app.code'), '123456');
    await userEvent.click(within(twoFactor).getByRole('button', { name: '[]account.twoFactor.app.confirm' }));

    const dialog = await screen.findByRole('alertdialog', { name: '[]account.twoFactor.codes.title' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await userEvent.click(within(dialog).getByRole('button', { name: '[]account.twoFactor.codes.saved' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await within(twoFactor).findByText('[]account.twoFactor.app.on')).toBeTruthy();
    const confirm = fakeRequests(fetchMock).find(
      ({ path }) => path === '/v2/account/two-factor/totp/confirm',
    );
    expect(confirm?.body).toEqual({ code: '123456' });
    const start = fakeRequests(fetchMock).find(({ path }) => path === '/v2/account/two-factor/totp');
    expect(start?.body).toEqual({ password: 'secret-password' });
  });

  it('asks for the current password to set up an app, and says why the server refused', async () => {
    let answer = errorAnswer(401, 'INVALID_CREDENTIALS', 'Invalid Email or Password.', {
      fields: { password: ['Invalid Email or Password.'] },
    });
    renderAccount({
      'GET /v2/account/two-factor': status(),
      'POST /v2/account/two-factor/totp': () => answer,
    });
    const setUp = await within(await section()).findByRole('form', {
      name: '[]account.twoFactor.app.setUpTitle',
    });
    const password = within(setUp).getByLabelText('[]account.field.currentPassword');
    const button = within(setUp).getByRole('button', { name: '[]account.twoFactor.app.setUp' });
    await userEvent.click(button);
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(password);

    await userEvent.type(password, 'wrong');
    await userEvent.click(button);
    expect(await within(setUp).findByText('[]account.error.wrongPassword')).toBeTruthy();

    answer = errorAnswer(409, 'EMAIL_UNCONFIRMED', 'Confirm your email address.');
    await userEvent.click(button);
    expect((await within(setUp).findByRole('alert')).textContent).toBe(
      '[]account.twoFactor.error.emailUnconfirmed',
    );
  });

  it('adds a passkey the browser makes, and removes one only with the password', async () => {
    browserPasskeys.startRegistration.mockResolvedValueOnce(NEW_CREDENTIAL);
    const passkey = { id: 'b7d5', name: 'Laptop', createdAt: '2026-01-02T00:00:00.000Z', lastUsedAt: null };
    const fetchMock = renderAccount({
      'GET /v2/account/two-factor': status({
        passkeys: [passkey],
        recoveryCodesLeft: 9,
        sessionVerified: true,
      }),
      'POST /v2/account/two-factor/passkeys/options': { challenge: 'bWFrZSBvbmU' },
      'POST /v2/account/two-factor/passkeys': { recoveryCodes: [] },
      'DELETE /v2/account/two-factor/passkeys/b7d5': (request: { body: { password?: string } }) =>
        request.body.password === 'right'
          ? { message: 'The passkey is removed.' }
          : errorAnswer(401, 'INVALID_CREDENTIALS', 'No.', { fields: { password: ['No.'] } }),
    });
    const twoFactor = await section();
    await userEvent.clear(await within(twoFactor).findByLabelText('[]account.twoFactor.passkey.name'));
    await userEvent.type(within(twoFactor).getByLabelText('[]account.twoFactor.passkey.name'), 'Phone');
    const addForm = within(twoFactor).getByRole('form', { name: '[]account.twoFactor.passkey.add' });
    await userEvent.type(
      within(addForm).getByLabelText('[]account.field.currentPassword'),
      'secret-password',
    );
    await userEvent.click(within(twoFactor).getByRole('button', { name: '[]account.twoFactor.passkey.add' }));
    await waitFor(() =>
      expect(
        fakeRequests(fetchMock).find(
          ({ path, method }) => method === 'POST' && path === '/v2/account/two-factor/passkeys',
        )?.body,
      ).toEqual({ name: 'Phone', credential: { id: 'new-cred', type: 'public-key' } }),
    );
    expect(
      fakeRequests(fetchMock).find(({ path }) => path === '/v2/account/two-factor/passkeys/options')?.body,
    ).toEqual({ password: 'secret-password' });
    expect(browserPasskeys.startRegistration).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'bWFrZSBvbmU' },
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.click(
      within(twoFactor).getByRole('button', { name: '[]account.twoFactor.passkey.remove' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '[]account.twoFactor.passkey.removeTitle' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('[]account.field.currentPassword'));
    await userEvent.click(within(dialog).getByRole('button', { name: '[]account.twoFactor.remove' }));
    expect(within(dialog).getByText('[]account.twoFactor.proof.missing')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('[]account.field.currentPassword'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: '[]account.twoFactor.remove' }));
    expect(await within(dialog).findByText('[]account.error.wrongPassword')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('[]account.field.currentPassword'));
    await userEvent.type(within(dialog).getByLabelText('[]account.field.currentPassword'), 'right');
    await userEvent.click(within(dialog).getByRole('button', { name: '[]account.twoFactor.remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells staff the console needs it while their session has not used it', async () => {
    renderAccount({ 'GET /v2/account/two-factor': status({ requiredForConsole: true }) });
    expect(await within(await section()).findByText('[]account.twoFactor.requiredForConsole')).toBeTruthy();
  });
});

describe('the console while two factors are required', () => {
  it('sends a staff session without a second factor to set one up on the account page', async () => {
    logIn();
    fakeApi(
      staffRoutes(AccountType.Official, {
        'GET /v1/admin/access': errorAnswer(403, 'TWO_FACTOR_REQUIRED', 'Set one up.'),
      }),
    );
    renderAppAt('/admin');
    expect(
      await screen.findByRole('heading', { name: '[]console.twoFactorRequired.title', level: 1 }),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: '[]console.twoFactorRequired.action' });
    expect(link.getAttribute('href')).toBe('/account');
    expect(screen.queryByRole('navigation', { name: '[]console.navigation' })).toBeNull();
  });
});
