import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { fakeApi, requestedPaths, type FakeRoutes } from '@/testing/fake-api';
import { LANGUAGES, remoteConfig, translations } from '@/testing/fixtures';
import { App } from './app';
import { createQueryClient } from './query-client';

const startUpRoutes = (overrides: FakeRoutes = {}): FakeRoutes => ({
  '/v1/remoteconfig': remoteConfig(),
  '/v1/remoteconfig/css': ':root{--cc-accent:#ff00aa}',
  '/v1/localisation': LANGUAGES,
  '/v1/localisation/1?area=member': translations({ 'home.hero.title': 'Join the crew, mate.' }),
  '/v1/localisation/4?area=member': translations({
    'home.hero.title': 'Join the crew.',
    'maintenance.title': 'Back soon',
  }),
  '/v1/localisation/7?area=member': translations({ 'home.hero.title': 'Werde Teil der Crew.' }),
  '/v1/faq?languageId=4': [],
  ...overrides,
});

const renderApp = () => render(<App queryClient={createQueryClient()} />);

describe('start-up', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => document.getElementById('crewcast-theme')?.remove());

  it('loads config, theme and language, then shows the site', async () => {
    const fetchMock = fakeApi(startUpRoutes());
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Join the crew.' })).toBeTruthy();
    expect(document.getElementById('crewcast-theme')?.textContent).toBe(':root{--cc-accent:#ff00aa}');
    // The page's language is set by an effect, which may run a moment after the page shows.
    await waitFor(() => expect(document.documentElement.lang).toBe('en-US'));
    expect(requestedPaths(fetchMock)).toEqual(
      expect.arrayContaining([
        '/v1/remoteconfig',
        '/v1/remoteconfig/css',
        '/v1/localisation',
        '/v1/localisation/4?area=member',
      ]),
    );
  });

  it('stops at the maintenance screen, with menus hidden and no page loaded', async () => {
    window.history.replaceState(null, '', '/faq');
    const fetchMock = fakeApi(
      startUpRoutes({ '/v1/remoteconfig': remoteConfig({ forced_maintenance: true }) }),
    );
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Back soon' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(requestedPaths(fetchMock)).not.toContain('/v1/faq?languageId=4');
  });

  it('shows the stored language', async () => {
    storage.selectedLanguageId.set(7);
    fakeApi(startUpRoutes());
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Werde Teil der Crew.' })).toBeTruthy();
  });

  it('stores and shows language 1 when language settings are hidden, without a language picker', async () => {
    storage.selectedLanguageId.set(7);
    fakeApi(startUpRoutes({ '/v1/remoteconfig': remoteConfig({ language_settings_hidden: true }) }));
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Join the crew, mate.' })).toBeTruthy();
    expect(storage.selectedLanguageId.get()).toBe(1);
    expect(screen.queryByRole('combobox', { name: '[]language.label' })).toBeNull();
  });

  it('switches language from the footer picker and remembers the choice', async () => {
    fakeApi(startUpRoutes());
    renderApp();
    const picker = await screen.findByRole('combobox', { name: '[]language.label' });
    await userEvent.selectOptions(picker, '7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Werde Teil der Crew.' })).toBeTruthy();
    expect(storage.selectedLanguageId.get()).toBe(7);
  });

  it('records the wrapper app from the URL and hides the menus', async () => {
    window.history.replaceState(null, '', '/?androidapp');
    fakeApi(startUpRoutes());
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Join the crew.' })).toBeTruthy();
    expect(storage.deviceType.get()).toBe('android');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('offers a retry when start-up fails, and starts once the server answers', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi(startUpRoutes({ '/v1/remoteconfig': Response.json({}, { status: 503 }) }));
    renderApp();
    // The config request is retried once before start-up gives up; with no strings loaded, the words are the
    // English built into the app.
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 });
    expect(screen.getByRole('heading', { level: 1, name: 'We can’t reach Crewcast right now' })).toBeTruthy();

    fakeApi(startUpRoutes());
    await userEvent.click(retry);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Join the crew.' })).toBeTruthy(),
    );
    expect(logged).toHaveBeenCalledWith('Start-up failed', expect.any(Error));
  });
});
