import type { LegalDocument } from '@crewcast/contracts/legal';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { errorAnswer, fakeApi, fakeRequests, type FakeRoutes } from '@/testing/fake-api';
import { translations } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';
import { authToken, MEMBER_ROUTES } from '@/testing/session';

const strings = translations({
  'account.error.invalidCredentials': 'Invalid Email or Password.',
  'account.error.accountExists': 'This account already exists.',
  'account.error.weakPassword': 'Password should be at least 6 characters',
  'account.field.email': 'Email',
  'account.field.password': 'Password',
  'account.field.displayName': 'Display name',
  'account.field.code': '6-digit code',
  'account.field.newPassword': 'New password',
  'login.submit': 'Log in',
  'signup.submit': 'Create account',
  'signup.acceptLegal': 'I have read and accept the |0.',
  'forgotten.send': 'Send code',
  'forgotten.change': 'Change password',
});

const DOCUMENTS: LegalDocument[] = [
  {
    id: 1,
    type: 'terms-of-service',
    version: 1,
    title: 'Terms of Service',
    body: 'Be kind.',
    required: true,
    publishedAt: '2025-01-01T00:00:00.000Z',
  },
  {
    id: 2,
    type: 'privacy-policy',
    version: 1,
    title: 'Privacy Policy',
    body: 'We keep little.',
    required: true,
    publishedAt: '2025-01-01T00:00:00.000Z',
  },
];

const routes = (overrides: FakeRoutes = {}): FakeRoutes => ({
  ...MEMBER_ROUTES,
  '/v2/account/providers': { google: '', apple: '' },
  '/v1/legaldocuments': DOCUMENTS,
  ...overrides,
});

async function fillLogin(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page', () => {
  beforeEach(() => storage.deviceIdentifier.set('device-identifier-1'));

  it('logs in with the bot check, the device, and goes to the remembered page with its query', async () => {
    const fetchMock = fakeApi(routes({ 'POST /v2/account/login': authToken() }));
    storage.afterLoginUrl.set('/faq?topic=billing');
    const { router } = renderAppAt('/login', { strings });

    await fillLogin('ada@example.test', 'secret-password');

    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
    expect(router.state.location.search).toBe('?topic=billing');
    const login = fakeRequests(fetchMock).find(({ path }) => path === '/v2/account/login');
    expect(login?.headers.get('x-integrity-token')).toBe('solved-login');
    expect(login?.body).toEqual({
      email: 'ada@example.test',
      password: 'secret-password',
      device: { deviceIdentifier: 'device-identifier-1', platform: 'web', model: expect.any(String) },
    });
    expect(storage.authV2Token.get()?.token).toBe('member-token');
    expect(storage.afterLoginUrl.get()).toBeNull();
  });

  it('shows Invalid Email or Password. for a 401', async () => {
    fakeApi(
      routes({
        'POST /v2/account/login': errorAnswer(401, 'INVALID_CREDENTIALS', 'Invalid Email or Password.'),
      }),
    );
    renderAppAt('/login', { strings });
    await fillLogin('ada@example.test', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid Email or Password.');
    expect(storage.authV2Token.get()).toBeNull();
  });

  it('checks the fields before asking the server', async () => {
    const fetchMock = fakeApi(routes());
    renderAppAt('/login', { strings });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(fakeRequests(fetchMock).some(({ path }) => path === '/v2/account/login')).toBe(false);
  });

  it('sends logged-in members home', async () => {
    storage.authV2Token.set(authToken());
    fakeApi(routes());
    const { router } = renderAppAt('/login', { strings });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('signup page', () => {
  async function fillSignup({ acceptLegal = true, password = 'secret-password' } = {}) {
    await userEvent.type(await screen.findByLabelText(/Display name/), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText(/^Password/), password);
    const legal = await screen.findByRole('checkbox', {
      name: 'I have read and accept the Terms of Service and Privacy Policy.',
    });
    if (acceptLegal) await userEvent.click(legal);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  }

  it('registers, accepts the documents in force with the new session, then goes home', async () => {
    const fetchMock = fakeApi(
      routes({ 'POST /v2/account/register': authToken(), 'POST /v1/legaldocuments/accept': [] }),
    );
    const { router } = renderAppAt('/signup', { strings });
    await fillSignup();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const requests = fakeRequests(fetchMock);
    const register = requests.find(({ path }) => path === '/v2/account/register');
    expect(register?.body).toMatchObject({ displayName: 'Ada', email: 'ada@example.test' });
    expect(register?.headers.get('x-integrity-token')).toBe('solved-register');
    const accept = requests.find(({ path }) => path === '/v1/legaldocuments/accept');
    expect(accept?.body).toEqual({ documentIds: [1, 2] });
    expect(accept?.headers.get('authorization')).toBe('Bearer member-token');
    expect(storage.legalDocumentsAccepted.get()).toBe(true);
  });

  it('needs the legal documents accepted', async () => {
    const fetchMock = fakeApi(routes());
    renderAppAt('/signup', { strings });
    await fillSignup({ acceptLegal: false });
    expect(await screen.findByText('[]signup.acceptLegal.required')).toBeTruthy();
    expect(fakeRequests(fetchMock).some(({ path }) => path === '/v2/account/register')).toBe(false);
  });

  it('shows a too-short password in the SPEC’s words without asking the server', async () => {
    fakeApi(routes());
    renderAppAt('/signup', { strings });
    await fillSignup({ password: 'abc' });
    expect(await screen.findByText('Password should be at least 6 characters')).toBeTruthy();
  });

  it('shows the server’s display name error as given, and 409 as This account already exists.', async () => {
    const answers = [
      errorAnswer(400, 'DISPLAY_NAME', 'This display name is already taken.', {
        fields: { displayName: ['This display name is already taken.'] },
      }),
      errorAnswer(409, 'ACCOUNT_EXISTS', 'This account already exists.'),
    ];
    fakeApi(routes({ 'POST /v2/account/register': () => answers.shift() }));
    renderAppAt('/signup', { strings });
    await fillSignup();
    expect(await screen.findByText('This display name is already taken.')).toBeTruthy();
    expect(screen.getByLabelText(/Display name/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/Display name/));

    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This account already exists.');
  });
});

describe('forgotten password page', () => {
  it('sends a code to the address, then sets the new password with it and goes to login', async () => {
    const fetchMock = fakeApi(
      routes({
        'POST /v2/account/forgotten-password/send': { message: 'sent' },
        'POST /v2/account/forgotten-password/change': { message: 'changed' },
      }),
    );
    const { router } = renderAppAt('/forgotten-password', { strings });
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));

    await userEvent.type(await screen.findByLabelText('6-digit code'), '123456');
    await userEvent.type(screen.getByLabelText(/New password/), 'new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const change = fakeRequests(fetchMock).find(
      ({ path }) => path === '/v2/account/forgotten-password/change',
    );
    expect(change?.body).toEqual({ email: 'ada@example.test', code: '123456', passwordNew: 'new-password' });
    expect(change?.headers.get('x-integrity-token')).toBe('solved-forgotten-password');
  });

  it('shows a wrong code beside the code field, with focus on it', async () => {
    fakeApi(
      routes({
        'POST /v2/account/forgotten-password/send': { message: 'sent' },
        'POST /v2/account/forgotten-password/change': errorAnswer(400, 'INVALID_CODE', 'x'),
      }),
    );
    renderAppAt('/forgotten-password', { strings });
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText('6-digit code'), '000000');
    await userEvent.type(screen.getByLabelText(/New password/), 'new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('[]account.error.invalidCode')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('6-digit code'));
  });
});

describe('email verification landing', () => {
  it('confirms the address with the token from the link, once', async () => {
    const fetchMock = fakeApi(routes({ 'POST /v1/emailverify': { message: 'ok' } }));
    renderAppAt('/verify-email?token=abc123', { strings });
    expect(await screen.findByRole('heading', { level: 1, name: '[]verifyEmail.done.title' })).toBeTruthy();
    const verifications = fakeRequests(fetchMock).filter(({ path }) => path === '/v1/emailverify');
    expect(verifications.map(({ body }) => body)).toEqual([{ token: 'abc123' }]);
  });

  it('says when the link is no longer valid', async () => {
    fakeApi(routes({ 'POST /v1/emailverify': errorAnswer(400, 'INVALID_CODE', 'x') }));
    renderAppAt('/verify-email?token=used', { strings });
    expect(await screen.findByRole('heading', { level: 1, name: '[]verifyEmail.failed.title' })).toBeTruthy();
    expect(screen.getByText('[]account.error.invalidLink')).toBeTruthy();
  });
});
