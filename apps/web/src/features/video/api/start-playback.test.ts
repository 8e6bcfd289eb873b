import type { PlaybackSession } from '@crewcast/contracts/playback';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { logIn } from '@/testing/session';
import { OPENED_AHEAD_WAIT_MS, openPlaybackAhead, playbackQueryOptions } from './start-playback';

/** A fake server opening numbered sessions of media 7; the requests to end one are counted. */
function playbackServer() {
  let opened = 0;
  const session = (): PlaybackSession => ({
    sessionId: `00000000-0000-4000-8000-00000000000${(opened += 1)}`,
    heartbeatSeconds: 20,
    sources: [{ format: 'hls', url: '/media/7/master.m3u8' }],
    thumbnailsUrl: null,
    progress: { mediaId: 7, currentTime: 0, totalTime: 0, durationWatched: 0, updatedAt: null },
  });
  const fetchMock = fakeApi({ 'POST /v1/playback/7': session });
  const requests = (method: string) =>
    fetchMock.mock.calls
      .filter(([, init]) => (init?.method ?? 'GET') === method)
      .map(([input]) => String(input));
  return { opened: () => requests('POST'), ended: () => requests('DELETE') };
}

const takeSession = () => new QueryClient().fetchQuery(playbackQueryOptions(7));

afterEach(() => {
  vi.useRealTimers();
});

describe('a playback session opened ahead of the video page', () => {
  it('is the one the page takes, once; asking again opens another', async () => {
    logIn();
    const server = playbackServer();

    openPlaybackAhead(new QueryClient(), 7);
    openPlaybackAhead(new QueryClient(), 7);
    expect((await takeSession()).sessionId).toMatch(/1$/);
    expect(server.opened()).toHaveLength(1);

    expect((await takeSession()).sessionId).toMatch(/2$/);
    expect(server.opened()).toHaveLength(2);
    expect(server.ended()).toEqual([]);
  });

  it('is ended when no page takes it in time, freeing its stream, and the page then opens its own', async () => {
    vi.useFakeTimers();
    logIn();
    const server = playbackServer();

    openPlaybackAhead(new QueryClient(), 7);
    await vi.advanceTimersByTimeAsync(OPENED_AHEAD_WAIT_MS);
    expect(server.ended()).toEqual([expect.stringMatching(/\/v1\/playback\/sessions\/.*1$/)]);

    expect((await takeSession()).sessionId).toMatch(/2$/);
  });

  it('is not opened beside the session of a page already playing the video', async () => {
    logIn();
    const server = playbackServer();
    const queryClient = new QueryClient();
    const playing = new QueryObserver(queryClient, playbackQueryOptions(7));
    const stop = playing.subscribe(() => undefined);
    await vi.waitFor(() => expect(playing.getCurrentResult().data?.sessionId).toMatch(/1$/));

    expect(openPlaybackAhead(queryClient, 7)).toBeNull();
    expect(server.opened()).toHaveLength(1);
    stop();
  });

  it('is not opened for a visitor who is not logged in', () => {
    const server = playbackServer();
    openPlaybackAhead(new QueryClient(), 7);
    expect(server.opened()).toEqual([]);
  });
});
