import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { errorAnswer, fakeApi, fakeRequests, type FakeRoutes } from '@/testing/fake-api';
import { remoteConfig } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';
import { logIn, MEMBER_ID, MEMBER_ROUTES } from '@/testing/session';

const userInfo = (overrides: Record<string, unknown> = {}) => ({
  ...MEMBER_ROUTES['GET /v1/userinfo/query'],
  verified: false,
  ...overrides,
});

function renderAccount(routes: FakeRoutes = {}, config = remoteConfig()) {
  logIn();
  const fetchMock = fakeApi({
    ...MEMBER_ROUTES,
    'GET /v1/userinfo/query': userInfo(),
    'GET /v1/emailPreferences': { newsletter: true, newShows: false, greenlight: true },
    'GET /v2/pushnotification/type': { pushNotificationType: 'important' },
    ...routes,
  });
  const view = renderAppAt('/account', { config });
  return { ...view, fetchMock };
}

const profile = () => screen.getByRole('region', { name: '[]account.profile.label' });

describe('account page', () => {
  it('shows the profile: initial, display name, email and whether it is verified', async () => {
    renderAccount();
    await screen.findByRole('region', { name: '[]account.profile.label' });
    expect(within(profile()).getByText('Ada')).toBeTruthy();
    expect(within(profile()).getByText('A')).toBeTruthy();
    expect(within(profile()).getByText('ada@example.test')).toBeTruthy();
    expect(within(profile()).getByText('[]account.email.notVerified')).toBeTruthy();
  });

  it('asks the server for a new verification link', async () => {
    const { fetchMock } = renderAccount({ 'POST /v1/emailverify/resend': { message: 'sent' } });
    await userEvent.click(await screen.findByRole('button', { name: '[]account.verification.resend' }));
    expect(await screen.findByText('[]account.verification.resent')).toBeTruthy();
    expect(fakeRequests(fetchMock).some(({ path }) => path === '/v1/emailverify/resend')).toBe(true);
  });

  it('changes the display name, showing the server’s display name errors as given', async () => {
    const answers = [
      errorAnswer(400, 'DISPLAY_NAME', 'This display name is already taken.', {
        fields: { displayName: ['This display name is already taken.'] },
      }),
      Response.json({ message: 'changed' }),
    ];
    renderAccount({ 'PUT /v1/displayName': () => answers.shift() });
    await userEvent.click(await screen.findByRole('button', { name: '[]account.displayName.edit' }));
    const field = screen.getByRole('textbox', { name: '[]account.field.displayName' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Grace');
    await userEvent.click(screen.getByRole('button', { name: '[]common.save' }));
    expect(await screen.findByText('This display name is already taken.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '[]common.save' }));
    await waitFor(() => expect(within(profile()).getByText('Grace')).toBeTruthy());
  });

  it('changes the email address once the mailed code comes back', async () => {
    const { fetchMock } = renderAccount({
      'POST /v2/account/change/email': { message: 'sent' },
      'POST /v2/account/change/email/complete': { message: 'changed' },
    });
    const section = await screen.findByRole('region', { name: '[]account.changeEmail.title' });
    await userEvent.type(within(section).getByRole('textbox'), 'grace@example.test');
    await userEvent.type(within(section).getByLabelText('[]account.field.currentPassword'), 'my password');
    await userEvent.click(within(section).getByRole('button', { name: '[]account.changeEmail.send' }));
    await userEvent.type(
      await within(section).findByRole('textbox', { name: '[]account.field.code' }),
      '654321',
    );
    await userEvent.click(within(section).getByRole('button', { name: '[]account.changeEmail.confirm' }));

    await waitFor(() => expect(within(profile()).getByText('grace@example.test')).toBeTruthy());
    expect(within(profile()).getByText('[]account.email.verified')).toBeTruthy();
    const requests = fakeRequests(fetchMock);
    expect(
      requests.find(({ path }) => path === '/v2/account/change/email')?.headers.get('x-integrity-token'),
    ).toBe('solved-change-email');
    expect(requests.find(({ path }) => path === '/v2/account/change/email')?.body).toEqual({
      newEmail: 'grace@example.test',
      password: 'my password',
    });
    expect(requests.find(({ path }) => path === '/v2/account/change/email/complete')?.body).toEqual({
      code: '654321',
    });
  });

  it('asks for the current password before the address changes, and says when it is wrong', async () => {
    const { fetchMock } = renderAccount({
      'POST /v2/account/change/email': errorAnswer(401, 'INVALID_CREDENTIALS', 'x'),
    });
    const section = await screen.findByRole('region', { name: '[]account.changeEmail.title' });
    await userEvent.type(within(section).getByRole('textbox'), 'grace@example.test');
    await userEvent.click(within(section).getByRole('button', { name: '[]account.changeEmail.send' }));
    const password = within(section).getByLabelText('[]account.field.currentPassword');
    expect(await within(section).findByText('[]form.required')).toBeTruthy();
    expect(document.activeElement).toBe(password);
    expect(fakeRequests(fetchMock).some(({ path }) => path === '/v2/account/change/email')).toBe(false);

    await userEvent.type(password, 'not it');
    await userEvent.click(within(section).getByRole('button', { name: '[]account.changeEmail.send' }));
    expect(await within(section).findByText('[]account.error.wrongPassword')).toBeTruthy();
    expect(within(section).queryByRole('textbox', { name: '[]account.field.code' })).toBeNull();
  });

  it('tells an account without a password how to set one', async () => {
    renderAccount({
      'POST /v2/account/change/email': errorAnswer(409, 'PASSWORD_NOT_SET', 'x'),
    });
    const section = await screen.findByRole('region', { name: '[]account.changeEmail.title' });
    await userEvent.type(within(section).getByRole('textbox'), 'grace@example.test');
    await userEvent.type(within(section).getByLabelText('[]account.field.currentPassword'), 'anything');
    await userEvent.click(within(section).getByRole('button', { name: '[]account.changeEmail.send' }));
    expect(await within(section).findByText('[]account.error.passwordNotSet')).toBeTruthy();
  });

  it('changes the password with the current one and the member’s email', async () => {
    const { fetchMock } = renderAccount({
      'POST /v2/account/change/password': errorAnswer(401, 'INVALID_CREDENTIALS', 'x'),
    });
    const section = await screen.findByRole('region', { name: '[]account.changePassword.title' });
    await userEvent.type(within(section).getByLabelText('[]account.field.currentPassword'), 'wrong-one');
    await userEvent.type(within(section).getByLabelText(/\[\]account.field.newPassword/), 'new-password');
    await userEvent.click(within(section).getByRole('button', { name: '[]account.changePassword.submit' }));
    expect(await within(section).findByText('[]account.error.invalidCredentials')).toBeTruthy();
    expect(fakeRequests(fetchMock).find(({ path }) => path === '/v2/account/change/password')?.body).toEqual({
      email: 'ada@example.test',
      passwordOld: 'wrong-one',
      passwordNew: 'new-password',
    });
  });

  it('saves email preferences and the notification type as they are changed', async () => {
    const { fetchMock } = renderAccount({
      'POST /v1/emailPreferences': ({ body }: { body: unknown }) => body,
      'POST /v2/pushnotification/type': ({ body }: { body: unknown }) => body,
    });
    const newShows = await screen.findByRole('switch', { name: '[]account.emailPreferences.newShows' });
    expect((newShows as HTMLInputElement).checked).toBe(false);
    await userEvent.click(newShows);
    await waitFor(() => expect((newShows as HTMLInputElement).checked).toBe(true));

    await userEvent.click(screen.getByRole('radio', { name: '[]account.notifications.none' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('radio', { name: '[]account.notifications.none' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    const requests = fakeRequests(fetchMock);
    expect(
      requests.find(({ method, path }) => method === 'POST' && path === '/v1/emailPreferences')?.body,
    ).toEqual({
      newsletter: true,
      newShows: true,
      greenlight: true,
    });
    expect(
      requests.find(({ method, path }) => method === 'POST' && path === '/v2/pushnotification/type')?.body,
    ).toEqual({
      pushNotificationType: 'none',
    });
  });

  it('links to the feature screens that exist, and only those', async () => {
    const off = renderAccount();
    await screen.findByRole('region', { name: '[]account.profile.label' });
    expect(screen.queryByRole('link', { name: /\[\]account\.links\.devices/ })).toBeNull();
    off.unmount();

    const devicesOnly = renderAccount({}, remoteConfig({ device_management_enabled: true }));
    const devices = await screen.findByRole('link', { name: /\[\]account\.links\.devices/ });
    expect(devices.getAttribute('href')).toBe('/account/device-management');
    expect(screen.queryByRole('link', { name: /\[\]account\.links\.badges/ })).toBeNull();
    devicesOnly.unmount();

    renderAccount({}, remoteConfig({ badges_enabled: true }));
    const badges = await screen.findByRole('link', { name: /\[\]account\.links\.badges/ });
    expect(badges.getAttribute('href')).toBe('/account/badges');
  });

  it('has a Patreon section only while patreon_enabled is on', async () => {
    const off = renderAccount();
    await screen.findByRole('region', { name: '[]account.profile.label' });
    expect(screen.queryByRole('region', { name: '[]patreon.title' })).toBeNull();
    off.unmount();

    const unlinked = { linked: false, patronStatus: null, tierIds: [], active: false, checkedAt: null };
    renderAccount({ 'GET /v1/patreon': unlinked }, remoteConfig({ patreon_enabled: true }));
    const patreon = await screen.findByRole('region', { name: '[]patreon.title' });
    expect(await within(patreon).findByRole('button', { name: /\[\]patreon\.link/ })).toBeTruthy();
  });

  it('deletes the account after a confirmation with the current password and a reason, and cancels the deletion', async () => {
    const { fetchMock } = renderAccount({
      'DELETE /v1/userinfo': {
        deleteRequest: {
          requestedAt: '2025-06-01T00:00:00.000Z',
          deleteAfter: '2025-06-15T00:00:00.000Z',
          reason: 'Too many shows',
        },
      },
      'PUT /v1/userinfo/cancel-delete': { message: 'Your account will not be deleted.' },
    });
    await userEvent.click(await screen.findByRole('button', { name: '[]account.delete.open' }));
    const dialog = screen.getByRole('alertdialog', { name: '[]account.delete.confirm.title' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('[]account.field.currentPassword'));
    await userEvent.type(within(dialog).getByLabelText('[]account.field.currentPassword'), 'my password');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Too many shows');
    await userEvent.click(within(dialog).getByRole('button', { name: '[]account.delete.confirm.submit' }));

    const pending = await screen.findByRole('region', { name: '[]account.delete.pending.title' });
    await userEvent.click(within(pending).getByRole('button', { name: '[]account.delete.cancel' }));
    expect(await screen.findByRole('button', { name: '[]account.delete.open' })).toBeTruthy();

    const requests = fakeRequests(fetchMock);
    const deletion = requests.find(({ method }) => method === 'DELETE');
    expect(deletion?.path).toBe('/v1/userinfo?reason=Too+many+shows');
    expect(deletion?.body).toEqual({ password: 'my password' });
    expect(requests.find(({ method }) => method === 'PUT')?.path).toBe(
      `/v1/userinfo/cancel-delete?userId=${MEMBER_ID}`,
    );
  });

  it('keeps the deletion dialog open with the reason the password was refused', async () => {
    const { fetchMock } = renderAccount({
      'DELETE /v1/userinfo': errorAnswer(401, 'INVALID_CREDENTIALS', 'x'),
    });
    await userEvent.click(await screen.findByRole('button', { name: '[]account.delete.open' }));
    const dialog = screen.getByRole('alertdialog', { name: '[]account.delete.confirm.title' });
    const submit = within(dialog).getByRole('button', { name: '[]account.delete.confirm.submit' });
    await userEvent.click(submit);
    expect(await within(dialog).findByText('[]form.required')).toBeTruthy();
    expect(fakeRequests(fetchMock).some(({ method }) => method === 'DELETE')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('[]account.field.currentPassword'), 'not it');
    await userEvent.click(submit);
    expect(await within(dialog).findByText('[]account.error.wrongPassword')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('[]account.field.currentPassword'));
  });

  it('sends visitors to /login, remembering the page', async () => {
    fakeApi({});
    const { router } = renderAppAt('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storage.afterLoginUrl.get()).toBe('/account');
  });
});

describe('the notifications section', () => {
  const OFF = { newEpisode: false, live: false, greenlight: false };
  const ON = { newEpisode: true, live: true, greenlight: true };
  const kind = (name: string) => screen.getByRole('group', { name: `[]account.notifications.kind.${name}` });
  const browserSwitch = (name: string) =>
    within(kind(name)).getByRole<HTMLInputElement>('switch', {
      name: '[]account.notifications.channel.push',
    });
  const emailSwitch = (name: string) =>
    within(kind(name)).getByRole<HTMLInputElement>('switch', {
      name: '[]account.notifications.channel.email',
    });
  /** The text of what a control's aria-describedby names. */
  const descriptionOf = (element: HTMLElement) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => (id ? document.getElementById(id)?.textContent : ''))
      .join(' ')
      .trim();

  it('asks Send me first, and keeps the browser switches it rules out off-limits with the reason, by keyboard too', async () => {
    const { fetchMock } = renderAccount({
      'GET /v1/notifications/settings': { email: { ...OFF, live: true }, push: ON, emailDigest: false },
      'GET /v2/pushnotification/type': { pushNotificationType: 'none' },
      'POST /v2/pushnotification/type': ({ body }: { body: unknown }) => body,
    });
    const sendMe = await screen.findByRole('group', { name: '[]account.notifications.legend' });
    await screen.findByRole('group', { name: '[]account.notifications.kind.newEpisode' });
    // The overall choice comes before the kinds it governs.
    expect(
      sendMe.compareDocumentPosition(kind('newEpisode')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    // Nothing: every browser switch is off-limits and says why; email stays the member's to switch.
    for (const name of ['newEpisode', 'live', 'greenlight']) {
      expect(browserSwitch(name).disabled).toBe(true);
      expect(browserSwitch(name).checked).toBe(true);
      expect(descriptionOf(browserSwitch(name))).toBe('[]account.notifications.push.inactive.none');
      expect(emailSwitch(name).disabled).toBe(false);
    }
    expect(screen.queryByText('[]account.notifications.push.unsupported')).toBeNull();

    // Only important things, chosen from the keyboard: only the livestream going live reaches browsers.
    const important = screen.getByRole<HTMLInputElement>('radio', {
      name: '[]account.notifications.important',
    });
    important.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(important.checked).toBe(true));
    expect(document.activeElement).toBe(important);
    expect(browserSwitch('live').disabled).toBe(false);
    expect(browserSwitch('live').getAttribute('aria-describedby')).toBeNull();
    for (const name of ['newEpisode', 'greenlight']) {
      expect(browserSwitch(name).disabled).toBe(true);
      expect(descriptionOf(browserSwitch(name))).toBe('[]account.notifications.push.inactive.important');
    }
    // A browser asked for notifications is offered to be set up (this one cannot show them).
    expect(screen.getByText('[]account.notifications.push.unsupported')).toBeTruthy();

    // Everything: every browser switch is the member's again.
    const everything = screen.getByRole<HTMLInputElement>('radio', { name: '[]account.notifications.all' });
    everything.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(everything.checked).toBe(true));
    for (const name of ['newEpisode', 'live', 'greenlight']) expect(browserSwitch(name).disabled).toBe(false);
    expect(screen.queryByText(/^\[\]account\.notifications\.push\.inactive/)).toBeNull();
    await waitFor(() =>
      expect(
        fakeRequests(fetchMock)
          .filter(({ method, path }) => method === 'POST' && path === '/v2/pushnotification/type')
          .map(({ body }) => body),
      ).toEqual([{ pushNotificationType: 'important' }, { pushNotificationType: 'all' }]),
    );
  });
});
