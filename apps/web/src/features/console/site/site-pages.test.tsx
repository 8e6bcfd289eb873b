import { AccountType } from '@crewcast/contracts/constants/account';
import type { RemoteConfig } from '@crewcast/contracts/config';
import type { SiteSettings, SiteTheme } from '@crewcast/contracts/site';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, fakeRequests } from '@/testing/fake-api';
import { remoteConfig, siteSettingsRoutes, translations } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';
import { logIn, staffRoutes } from '@/testing/session';

const STRINGS = translations({
  'common.cancel': 'Cancel',
  'console.site.settings.title': 'Settings and flags',
  'console.site.faq.title': 'FAQ',
  'console.site.theme.title': 'Theme',
  'console.site.title': 'Site',
  'console.site.setting.forced_maintenance': 'Maintenance mode',
  'console.site.setting.browse_enabled': 'Browse',
  'console.site.maintenance.confirm.title': 'Turn on maintenance mode?',
  'console.site.maintenance.confirm.action': 'Turn on maintenance',
  'console.site.theme.variable.--cc-accent': 'Accent',
  'console.site.theme.save': 'Save theme',
  'console.notAllowed.title': 'This is for staff and creators',
});

const THEME: SiteTheme['values'] = {
  '--cc-bg': '#0b0b0f',
  '--cc-surface': '#16161d',
  '--cc-surface-2': '#22222c',
  '--cc-text': '#f4f4f6',
  '--cc-text-muted': '#a2a2b0',
  '--cc-accent': '#2fd17a',
  '--cc-accent-text': '#04120a',
  '--cc-danger': '#ff5a5f',
  '--cc-radius': '10px',
  '--cc-font': 'system-ui, sans-serif',
};

function renderAs(accountType: number, url: string, routes: Record<string, unknown> = {}) {
  logIn();
  const fetchMock = fakeApi(staffRoutes(accountType, routes));
  renderAppAt(url, { strings: STRINGS });
  return fetchMock;
}

describe('site settings', () => {
  const settings: SiteSettings = { values: remoteConfig({ browse_enabled: true }), defaults: remoteConfig() };

  /** The settings screen for an Official account, where changing `flag` to `value` is answered. */
  function openSettings(flag: keyof RemoteConfig, value: boolean) {
    return renderAs(AccountType.Official, '/admin/site/settings', siteSettingsRoutes(settings, flag, value));
  }

  it('asks before maintenance is turned on, and changes nothing when the question is cancelled', async () => {
    const user = userEvent.setup();
    const fetchMock = openSettings('forced_maintenance', true);
    const maintenance = await screen.findByRole<HTMLInputElement>('switch', { name: 'Maintenance mode' });
    await user.click(maintenance);
    const question = await screen.findByRole('alertdialog', { name: 'Turn on maintenance mode?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(fakeRequests(fetchMock).some((request) => request.method === 'PUT')).toBe(false);
    expect(maintenance.checked).toBe(false);

    await user.click(maintenance);
    await user.click(await screen.findByRole('button', { name: 'Turn on maintenance' }));
    await waitFor(() => expect(maintenance.checked).toBe(true));
    const put = fakeRequests(fetchMock).find((request) => request.method === 'PUT');
    expect(put).toMatchObject({ path: '/v1/admin/site/settings/forced_maintenance', body: { value: true } });
  });

  it('turns a flag off at once, without a question', async () => {
    const user = userEvent.setup();
    const fetchMock = openSettings('browse_enabled', false);
    const browse = await screen.findByRole<HTMLInputElement>('switch', { name: 'Browse' });
    await user.click(browse);
    await waitFor(() => expect(browse.checked).toBe(false));
    expect(fakeRequests(fetchMock).find((request) => request.method === 'PUT')?.body).toEqual({
      value: false,
    });
  });

  it('offers a creator only the FAQ among the site screens', async () => {
    renderAs(AccountType.Creator, '/admin/site');
    expect(await screen.findByRole('link', { name: /^FAQ/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Settings and flags/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Theme/ })).toBeNull();
  });
});

describe('site-wide screens', () => {
  it('are refused to a creator', async () => {
    renderAs(AccountType.Creator, '/admin/site/settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This is for staff and creators' }),
    ).toBeTruthy();
  });
});

describe('theme', () => {
  it('shows a colour in the preview before it is saved, and refuses one that is not a colour', async () => {
    const user = userEvent.setup();
    const fetchMock = renderAs(AccountType.Official, '/admin/site/theme', {
      'GET /v1/admin/site/theme': { values: THEME, defaults: THEME },
      'PUT /v1/admin/site/theme': { values: { ...THEME, '--cc-accent': '#3366ff' }, defaults: THEME },
    });
    const accent = await screen.findByLabelText('Accent');
    const preview = screen.getByTestId('theme-preview');
    await user.clear(accent);
    await user.type(accent, '#3366ff');
    expect(preview.style.getPropertyValue('--cc-accent')).toBe('#3366ff');

    await user.clear(accent);
    await user.type(accent, 'blue');
    // An invalid draft leaves the preview on the saved colour and is refused next to its field.
    expect(preview.style.getPropertyValue('--cc-accent')).toBe('#2fd17a');
    await user.click(screen.getByRole('button', { name: 'Save theme' }));
    expect(await screen.findByText('A colour as #rgb or #rrggbb, such as #2fd17a.')).toBeTruthy();
    expect(document.activeElement).toBe(accent);
    expect(fakeRequests(fetchMock).some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(accent);
    await user.type(accent, '#3366ff');
    await user.click(screen.getByRole('button', { name: 'Save theme' }));
    await waitFor(() =>
      expect(fakeRequests(fetchMock).find((request) => request.method === 'PUT')?.body).toEqual({
        values: { ...THEME, '--cc-accent': '#3366ff' },
      }),
    );
    await waitFor(() => expect(document.getElementById('crewcast-theme')?.textContent).toContain('#3366ff'));
  });
});
