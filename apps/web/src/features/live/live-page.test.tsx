import type { LivestreamStatus } from '@crewcast/contracts/realtime';
import { act, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '@/components/shell/toast';
import { followLivestreamStatus } from '@/lib/realtime/livestream-status';
import { RealtimeProvider } from '@/lib/realtime/realtime-context';
import { fakeApi } from '@/testing/fake-api';
import { translations } from '@/testing/fixtures';
import { createMemoryConnection } from '@/testing/realtime';
import { renderStarted } from '@/testing/render-app';
import { logIn, MEMBER_ROUTES } from '@/testing/session';
import { LivePage } from './live-page';

const strings = translations({
  'live.pill.upNext': 'Up next',
  'live.pill.starting': 'Starting…',
  'live.heading.next': '|0 Livestream',
});

const next = {
  livestreamId: '0d7a1c52-6a8e-4f43-9f7e-2b1c3d4e5f60',
  title: 'Crew Live',
  scheduledStart: null,
  requiresSubscription: false,
};
const offline: LivestreamStatus = { isLive: false, streams: [], nextStream: next, starting: [] };

let stop: () => void = () => undefined;
afterEach(() => stop());

describe('the live page while a stream is starting', () => {
  it('says "Starting…" rather than the next stream once an encoder is connected', async () => {
    logIn();
    fakeApi(MEMBER_ROUTES);
    const realtime = createMemoryConnection(() => ({ ok: true, status: offline }));
    stop = followLivestreamStatus(realtime.connection);
    renderStarted(
      <MemoryRouter initialEntries={['/live']}>
        <RealtimeProvider connection={realtime.connection}>
          <ToastProvider>
            <Routes>
              <Route path="/live" element={<LivePage renderChat={() => null} />} />
            </Routes>
          </ToastProvider>
        </RealtimeProvider>
      </MemoryRouter>,
      { strings },
    );
    expect(await screen.findByText('Up next')).toBeTruthy();

    const starting = {
      livestreamId: 'b2f4e6a8-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
      title: 'Friday',
      requiresSubscription: false,
    };
    act(() => realtime.push('livestream', { type: 'status', status: { ...offline, starting: [starting] } }));
    expect(screen.getByRole('status').textContent).toBe('Starting…');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Friday Livestream');
    expect(screen.queryByText('Up next')).toBeNull();
  });
});
