import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_SESSION_SKIP_SECONDS, useMediaSession, type NowPlaying } from './media-session';

type Handler = (details: MediaSessionActionDetails) => void;

/** A recording stand-in for navigator.mediaSession, which jsdom does not have. */
function fakeMediaSession() {
  const handlers = new Map<string, Handler | null>();
  const session = {
    metadata: null as MediaMetadataInit | null,
    playbackState: 'none',
    setActionHandler: vi.fn((action: string, handler: Handler | null) => {
      handlers.set(action, handler);
    }),
    setPositionState: vi.fn(),
  };
  return { session, handlers };
}

function Player({ nowPlaying }: { nowPlaying: NowPlaying | null }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useMediaSession(videoRef, nowPlaying);
  return <video ref={videoRef} data-testid="video" />;
}

describe('useMediaSession', () => {
  let fake: ReturnType<typeof fakeMediaSession>;
  beforeEach(() => {
    fake = fakeMediaSession();
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(init: MediaMetadataInit) {
          Object.assign(this, init);
        }
      },
    );
    Object.defineProperty(navigator, 'mediaSession', { value: fake.session, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaSession');
  });

  const nowPlaying = { title: 'Pilot', show: 'Night Shift', artwork: '/images/pilot.jpg' };

  it('names the video, its show and its picture, and forgets them when the player goes', () => {
    const view = render(<Player nowPlaying={nowPlaying} />);
    expect(fake.session.metadata).toMatchObject({
      title: 'Pilot',
      artist: 'Night Shift',
      artwork: [{ src: `${window.location.origin}/images/pilot.jpg` }],
    });
    view.unmount();
    expect(fake.session.metadata).toBeNull();
    expect(fake.handlers.get('play')).toBeNull();
  });

  it('waits for the video’s details before naming it', () => {
    render(<Player nowPlaying={null} />);
    expect(fake.session.metadata).toBeNull();
    expect(fake.handlers.get('pause')).toBeTypeOf('function');
  });

  it('plays, pauses and seeks the video from the lock screen', () => {
    const view = render(<Player nowPlaying={nowPlaying} />);
    const video = view.getByTestId('video') as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { value: 120 });
    const play = vi.spyOn(video, 'play').mockResolvedValue();
    const pause = vi.spyOn(video, 'pause').mockImplementation(() => undefined);
    const act = (action: MediaSessionAction, details: Partial<MediaSessionActionDetails> = {}) =>
      fake.handlers.get(action)?.({ action, ...details });

    act('play');
    expect(play).toHaveBeenCalledOnce();
    act('pause');
    expect(pause).toHaveBeenCalledOnce();
    video.currentTime = 50;
    act('seekforward');
    expect(video.currentTime).toBe(50 + MEDIA_SESSION_SKIP_SECONDS);
    act('seekbackward', { seekOffset: 30 });
    expect(video.currentTime).toBe(30);
    act('seekto', { seekTime: 500 });
    expect(video.currentTime).toBe(120);
    act('seekbackward', { seekOffset: 500 });
    expect(video.currentTime).toBe(0);

    video.dispatchEvent(new Event('durationchange'));
    expect(fake.session.setPositionState).toHaveBeenLastCalledWith({
      duration: 120,
      playbackRate: 1,
      position: 0,
    });
  });
});
