import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { nightShiftShow } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';
import { logIn, MEMBER_ROUTES } from '@/testing/session';
import { createQueryClient } from './query-client';
import { startLandingPage } from './routes';

/** Holds the home page's code back until the test lets it load, as a slow network would. */
const homePageCode = vi.hoisted(() => {
  let release = () => {};
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { loaded, release: () => release() };
});

/** Whether hls.js's code was asked for. */
const hlsJs = vi.hoisted(() => ({ loaded: false }));

vi.mock('hls.js', () => {
  hlsJs.loaded = true;
  return { default: class {} };
});

vi.mock('@/features/home/home-page', async (importOriginal) => {
  await homePageCode.loaded;
  return importOriginal();
});

const SHOW = nightShiftShow();

const HOME_DATA = ['/channels/v14', '/v5/userchannels/', '/v7/recommendations/new'];

describe('route loaders', () => {
  it("ask for the member home's data while the page's code is still loading, and the page uses those answers", async () => {
    logIn();
    const fetchMock = fakeApi({
      ...MEMBER_ROUTES,
      '/channels/v14': { hero: [], shows: [SHOW] },
      '/v5/userchannels/': [],
      '/v7/recommendations/new': {
        recommendationId: '3f1c0e6a-8d47-4a57-9a59-1d7c2b6d9e10',
        type: 'new',
        media: [],
      },
    });
    const requested = (path: string) =>
      fetchMock.mock.calls.filter(
        ([input]) => new URL(String(input), window.location.origin).pathname === path,
      );

    const { queryClient } = renderAppAt('/');
    // The app's own query defaults: an answer a minute old is fresh enough to show without asking again.
    queryClient.setDefaultOptions(createQueryClient().getDefaultOptions());

    await waitFor(() => {
      for (const path of HOME_DATA) expect(requested(path)).toHaveLength(1);
    });
    // Nothing of the page yet: its code has not arrived.
    expect(screen.queryByText('Night Shift')).toBeNull();

    homePageCode.release();
    await screen.findByText('Night Shift');
    // The page read the loader's answers rather than asking again.
    for (const path of HOME_DATA) expect(requested(path)).toHaveLength(1);
  });
});

describe('the page a visit lands on', () => {
  const requested = (fetchMock: ReturnType<typeof fakeApi>) =>
    fetchMock.mock.calls.map(([input, init]) => {
      const { pathname } = new URL(String(input), window.location.origin);
      return `${init?.method ?? 'GET'} ${pathname}`;
    });

  it("starts a member's video page data and playback session before start-up has ended", async () => {
    logIn();
    const fetchMock = fakeApi({});

    startLandingPage(createQueryClient(), '/video/8');

    await waitFor(() =>
      expect(requested(fetchMock)).toEqual(
        expect.arrayContaining(['GET /channels/v14/media/8', 'POST /v1/playback/8']),
      ),
    );
  });

  it("starts loading the player's hls.js while the playback session is still being opened", async () => {
    logIn();
    vi.stubGlobal('MediaSource', class {});
    // No answer comes, to anything.
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));

    startLandingPage(createQueryClient(), '/video/9');

    await waitFor(() => {
      expect(hlsJs.loaded).toBe(true);
      expect(requested(fetchMock as unknown as ReturnType<typeof fakeApi>)).toContain('POST /v1/playback/9');
    });
  });

  it('starts nothing for a visitor the page would send to the login', () => {
    const fetchMock = fakeApi({});

    startLandingPage(createQueryClient(), '/video/8');

    expect(requested(fetchMock)).toEqual([]);
  });
});
