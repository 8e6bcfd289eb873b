import { describe, expect, it } from 'vitest';
import { BEHIND_LIVE_SECONDS, offersGoLive } from './attach-live-stream';

describe('the Go live button', () => {
  it('shows after pausing', () => {
    expect(offersGoLive({ paused: true, currentTime: 100, livePosition: 100 })).toBe(true);
  });

  it('stays away while playing near the live edge, or while the edge is unknown', () => {
    expect(offersGoLive({ paused: false, currentTime: 98.5, livePosition: 100 })).toBe(false);
    expect(offersGoLive({ paused: false, currentTime: 10, livePosition: null })).toBe(false);
  });

  it('shows once playback has fallen well behind the edge', () => {
    expect(
      offersGoLive({ paused: false, currentTime: 100 - BEHIND_LIVE_SECONDS - 1, livePosition: 100 }),
    ).toBe(true);
  });
});
