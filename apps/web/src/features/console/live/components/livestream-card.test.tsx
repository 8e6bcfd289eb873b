import type { ConsoleLivestream, IngestHealth } from '@crewcast/contracts/live';
import type { LivestreamStatus } from '@crewcast/contracts/realtime';
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ShellProviders } from '@/app/shell/shell-providers';
import { RealtimeProvider } from '@/lib/realtime/realtime-context';
import { fakeApi } from '@/testing/fake-api';
import { translations } from '@/testing/fixtures';
import { createMemoryConnection } from '@/testing/realtime';
import { renderStarted } from '@/testing/render-app';
import { logIn } from '@/testing/session';
import { useConsoleLivestreams } from '../api/get-console-livestreams';
import { LivestreamCard } from './livestream-card';

const strings = translations({
  'console.live.health': 'Ingest health',
  'console.live.health.none': 'No encoder connected',
  'console.live.encoder.connected': 'Encoder connected',
  'console.live.encoder.measured': 'Encoder connected, |0 Mbps, |1 fps',
  'console.live.encoder.dropped': '|0 dropped frames',
  'console.live.encoder.failed': 'Encoder connected, packaging failed: |0',
  'console.live.recording.status.failed': 'Failed',
});

const health = (overrides: Partial<IngestHealth> = {}): IngestHealth => ({
  bitrateKbps: 3240,
  fps: 29.97,
  droppedFrames: 0,
  measuredAt: '2026-11-27T16:00:00.000Z',
  packagingError: null,
  ...overrides,
});

const stream = (overrides: Partial<ConsoleLivestream> = {}): ConsoleLivestream => ({
  livestreamId: '5b0c7c1e-3f0e-4a7b-9d2e-1c2b3a4d5e6f',
  title: 'Friday night',
  state: 'scheduled',
  scheduledStart: null,
  requiresSubscription: false,
  rtmpUrl: 'rtmp://example.test:1935/live',
  streamKey: 'key',
  externalUrl: '',
  recordingShowId: null,
  recordingPublish: false,
  startedAt: null,
  endedAt: null,
  viewers: 0,
  ingestHealth: null,
  recordings: [],
  chat: { slowModeSeconds: 0, blockedWords: [] },
  ...overrides,
});

/** The console's livestreams as the page reads them, each as a card. */
function Cards() {
  const { data } = useConsoleLivestreams();
  return data?.map((item) => (
    <LivestreamCard key={item.livestreamId} stream={item} onEdit={() => undefined} />
  ));
}

function renderCards(
  answers: ConsoleLivestream[][],
  connection = createMemoryConnection(() => ({ ok: true })).connection,
) {
  logIn();
  const fetchMock = fakeApi({
    'GET /v1/admin/livestreams': () => ({ livestreams: answers.shift() ?? [] }),
  });
  renderStarted(
    <MemoryRouter>
      <ShellProviders>
        <RealtimeProvider connection={connection}>
          <Cards />
        </RealtimeProvider>
      </ShellProviders>
    </MemoryRouter>,
    { strings },
  );
  return fetchMock;
}

const healthText = () => screen.getByText('Ingest health').nextElementSibling?.textContent;

describe('the console’s livestream card', () => {
  it('tells whether an encoder is connected, what it sends, and why packaging failed', () => {
    const cases: [IngestHealth | null, string][] = [
      [null, 'No encoder connected'],
      [health({ bitrateKbps: 0, fps: 0 }), 'Encoder connected'],
      [health(), 'Encoder connected, 3.2 Mbps, 30 fps'],
      [health({ droppedFrames: 12 }), 'Encoder connected, 3.2 Mbps, 30 fps · 12 dropped frames'],
      [
        health({ fps: 0, packagingError: "Unrecognized option 'stats_period'." }),
        "Encoder connected, packaging failed: Unrecognized option 'stats_period'.",
      ],
    ];
    for (const [ingestHealth, text] of cases) {
      const { unmount } = renderStarted(
        <MemoryRouter>
          <ShellProviders>
            <LivestreamCard stream={stream({ ingestHealth })} onEdit={() => undefined} />
          </ShellProviders>
        </MemoryRouter>,
        { strings },
      );
      expect(healthText()).toBe(text);
      unmount();
    }
  });

  it('shows why a recording failed', async () => {
    renderCards([
      [
        stream({
          recordings: [
            {
              recordingId: 'r1',
              status: 'failed',
              startedAt: '2026-11-27T15:00:00.000Z',
              endedAt: '2026-11-27T15:01:00.000Z',
              mediaId: null,
              chatReplay: { livestreamId: 'x', from: '2026-11-27T15:00:00.000Z', to: null },
              error: "Live packaging failed: Unrecognized option 'stats_period'.",
            },
          ],
        }),
      ],
    ]);
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(screen.getByText("Live packaging failed: Unrecognized option 'stats_period'.")).toBeTruthy();
  });

  it('reads the livestreams again when the server pushes a new livestream status', async () => {
    const realtime = createMemoryConnection(() => ({ ok: true }));
    const fetchMock = renderCards([[stream()], [stream({ ingestHealth: health() })]], realtime.connection);
    expect(await screen.findByText('No encoder connected')).toBeTruthy();
    const status: LivestreamStatus = { isLive: false, streams: [], nextStream: null, starting: [] };
    act(() => realtime.push('livestream', { type: 'status', status }));
    expect(await screen.findByText('Encoder connected, 3.2 Mbps, 30 fps')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
