import type { WatchHistoryEntry } from '@crewcast/contracts/playback';
import type { WatchLaterEntry } from '@crewcast/contracts/watch-later';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, fakeRequests, type FakeRequest } from '@/testing/fake-api';
import { episodeSummary, translations } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';
import { logIn, MEMBER_ROUTES } from '@/testing/session';

const strings = translations({
  'watchLater.saved.title': 'Saved for later',
  'watchLater.history.title': 'Watched',
  'watchLater.button.for': 'Watch later: |0',
  'watchLater.saved.removeLabel': 'Remove |0 from watch later',
  'watchLater.history.removeLabel': 'Remove |0 from your history',
  'watchLater.saved.empty.title': 'Nothing saved yet',
});

const PILOT = episodeSummary(1, 'Pilot');
const FINALE = episodeSummary(2, 'Finale');
const EPISODES = new Map([PILOT, FINALE].map((item) => [item.id, item]));

/** A fake server that keeps the member's saved ids and history as the requests change them. */
function renderPage() {
  logIn();
  let saved: number[] = [PILOT.id];
  let history: number[] = [FINALE.id];
  const entries = (): WatchLaterEntry[] =>
    saved.map((id) => ({ mediaId: id, savedAt: '2026-02-01T00:00:00.000Z', media: EPISODES.get(id)! }));
  const idFrom = ({ path }: FakeRequest) => Number(path.split('/').pop());
  const fetchMock = fakeApi({
    ...MEMBER_ROUTES,
    'GET /v1/userinfo/query': () => ({ ...MEMBER_ROUTES['GET /v1/userinfo/query'], watchLater: saved }),
    'GET /v1/watchLater': () => entries(),
    'PUT /v1/watchLater/2': (request: FakeRequest) => {
      saved = [idFrom(request), ...saved];
      return { watchLater: saved };
    },
    'DELETE /v1/watchLater/1': (request: FakeRequest) => {
      saved = saved.filter((id) => id !== idFrom(request));
      return { watchLater: saved };
    },
    'GET /v1/watchHistory': (): WatchHistoryEntry[] =>
      history.map((id) => ({
        mediaId: id,
        currentTime: 300,
        totalTime: 600,
        durationWatched: 300,
        updatedAt: '2026-02-02T00:00:00.000Z',
        media: EPISODES.get(id)!,
      })),
    'DELETE /v1/watchHistory/2': (request: FakeRequest) => {
      history = history.filter((id) => id !== idFrom(request));
      return { message: 'ok' };
    },
  });
  renderAppAt('/account/watch-later', { strings });
  return fetchMock;
}

const list = (name: string) => screen.findByRole('list', { name: new RegExp(`^${name}`) });

describe('watch later page', () => {
  it('lists the saved and the watched episodes, each with its state on its watch later button', async () => {
    renderPage();
    const saved = await list('Saved for later');
    expect(within(saved).getByRole('link', { name: /Pilot/ })).toBeTruthy();
    expect(
      await within(saved).findByRole('button', { name: 'Watch later: Pilot', pressed: true }),
    ).toBeTruthy();
    const watched = await list('Watched');
    expect(within(watched).getByRole('progressbar')).toBeTruthy();
    expect(within(watched).getByRole('button', { name: 'Watch later: Finale', pressed: false })).toBeTruthy();
  });

  it('removes a saved episode, and the list follows', async () => {
    const fetchMock = renderPage();
    const saved = await list('Saved for later');
    await userEvent.click(within(saved).getByRole('button', { name: 'Remove Pilot from watch later' }));
    expect(await screen.findByRole('heading', { name: 'Nothing saved yet' })).toBeTruthy();
    expect(fakeRequests(fetchMock).some((r) => r.method === 'DELETE' && r.path === '/v1/watchLater/1')).toBe(
      true,
    );
  });

  it('saves a watched episode from its card, pressed at once', async () => {
    const fetchMock = renderPage();
    const watched = await list('Watched');
    const button = await within(watched).findByRole('button', { name: 'Watch later: Finale' });
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(fakeRequests(fetchMock).some((r) => r.method === 'PUT' && r.path === '/v1/watchLater/2')).toBe(
      true,
    );
  });

  it('takes an episode out of the history', async () => {
    const fetchMock = renderPage();
    const watched = await list('Watched');
    await userEvent.click(within(watched).getByRole('button', { name: 'Remove Finale from your history' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: /^Watched/ })).toBeNull());
    expect(
      fakeRequests(fetchMock).some((r) => r.method === 'DELETE' && r.path === '/v1/watchHistory/2'),
    ).toBe(true);
  });
});
