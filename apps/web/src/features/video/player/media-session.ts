import { useEffect, type RefObject } from 'react';

/** What the lock screen, the notification shade and headphones show for the playing video. */
export interface NowPlaying {
  title: string;
  show: string;
  /** The video's picture, or null when it has none. */
  artwork: string | null;
}

/** How far the lock screen's skip buttons move when they name no distance of their own. */
export const MEDIA_SESSION_SKIP_SECONDS = 10;

const ACTIONS = ['play', 'pause', 'seekbackward', 'seekforward', 'seekto', 'stop'] as const;

function mediaSession(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
}

/** Browsers throw for actions they do not know; those are left out. */
function setAction(
  session: MediaSession,
  action: MediaSessionAction,
  handler: MediaSessionActionHandler | null,
) {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // Not offered by this browser.
  }
}

/** The Media Session API's metadata: the video as title, its show as artist, its picture as artwork. */
export function mediaMetadataFor({ title, show, artwork }: NowPlaying): MediaMetadataInit {
  return {
    title,
    artist: show,
    album: show,
    artwork: artwork ? [{ src: new URL(artwork, window.location.href).href }] : [],
  };
}

function clamp(value: number, max: number): number {
  return Math.min(Math.max(0, value), Number.isFinite(max) ? max : value);
}

/**
 * Hands the playing video to the operating system's media controls: what plays, where it is, and play, pause
 * and seeking from the lock screen and headphones. Everything is taken back when the player goes.
 */
export function useMediaSession(videoRef: RefObject<HTMLVideoElement | null>, nowPlaying: NowPlaying | null) {
  const { title, show, artwork } = nowPlaying ?? {};

  useEffect(() => {
    const session = mediaSession();
    if (!session || title === undefined || show === undefined) return;
    session.metadata = new MediaMetadata(mediaMetadataFor({ title, show, artwork: artwork ?? null }));
    return () => {
      session.metadata = null;
    };
  }, [title, show, artwork]);

  useEffect(() => {
    const session = mediaSession();
    const video = videoRef.current;
    if (!session || !video) return;
    const seekTo = (seconds: number) => {
      video.currentTime = clamp(seconds, video.duration);
    };
    const handlers: Record<(typeof ACTIONS)[number], MediaSessionActionHandler> = {
      play: () => void video.play().catch((error: unknown) => console.warn(error)),
      pause: () => video.pause(),
      stop: () => video.pause(),
      seekbackward: (details) =>
        seekTo(video.currentTime - (details.seekOffset ?? MEDIA_SESSION_SKIP_SECONDS)),
      seekforward: (details) =>
        seekTo(video.currentTime + (details.seekOffset ?? MEDIA_SESSION_SKIP_SECONDS)),
      seekto: (details) => {
        if (details.seekTime !== undefined) seekTo(details.seekTime);
      },
    };
    for (const action of ACTIONS) setAction(session, action, handlers[action]);

    const syncState = () => {
      session.playbackState = video.paused ? 'paused' : 'playing';
    };
    const syncPosition = () => {
      const { duration, playbackRate, currentTime } = video;
      if (!Number.isFinite(duration) || duration <= 0) return;
      session.setPositionState?.({ duration, playbackRate, position: clamp(currentTime, duration) });
    };
    const stateEvents = ['play', 'pause', 'ended'] as const;
    const positionEvents = [
      'loadedmetadata',
      'durationchange',
      'ratechange',
      'seeked',
      'play',
      'pause',
    ] as const;
    stateEvents.forEach((name) => video.addEventListener(name, syncState));
    positionEvents.forEach((name) => video.addEventListener(name, syncPosition));
    return () => {
      stateEvents.forEach((name) => video.removeEventListener(name, syncState));
      positionEvents.forEach((name) => video.removeEventListener(name, syncPosition));
      for (const action of ACTIONS) setAction(session, action, null);
      session.playbackState = 'none';
    };
  }, [videoRef]);
}
