import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { CastController, CastMedia, CastRemote, CastView } from './cast/cast-controller';

const NO_CAST: CastView = {
  available: false,
  device: null,
  playback: { time: 0, paused: false, muted: false },
};

export interface Chromecast {
  view: CastView;
  toggle: () => void;
  /** The device's controls while it plays the video; null while the page plays it. */
  remote: CastRemote | null;
}

/**
 * Chromecast for the video in `videoRef`, while the site offers it: the Cast code and Google's script load only
 * then, after the player. `media` is read when a session starts.
 */
export function useChromecast(
  enabled: boolean,
  videoRef: RefObject<HTMLVideoElement | null>,
  media: () => CastMedia,
): Chromecast {
  const [view, setView] = useState(NO_CAST);
  const controllerRef = useRef<CastController | null>(null);
  const mediaRef = useRef(media);
  useEffect(() => {
    mediaRef.current = media;
  }, [media]);

  useEffect(() => {
    if (!enabled) return;
    let left = false;
    import('./cast/cast-controller')
      .then(({ startChromecast }) =>
        startChromecast({
          media: () => mediaRef.current(),
          currentTime: () => videoRef.current?.currentTime ?? 0,
          pause: () => videoRef.current?.pause(),
          resumeAt: (seconds) => {
            const video = videoRef.current;
            if (!video) return;
            video.currentTime = seconds;
            video.play().catch((error: unknown) => console.warn(error));
          },
          onChange: (next) => {
            if (!left) setView(next);
          },
        }),
      )
      .then(
        (controller) => {
          if (left) controller?.destroy();
          else controllerRef.current = controller;
        },
        (error: unknown) => console.warn('Casting is not available', error),
      );
    return () => {
      left = true;
      controllerRef.current?.destroy();
      controllerRef.current = null;
    };
  }, [enabled, videoRef]);

  const toggle = useCallback(() => void controllerRef.current?.toggle(), []);
  const casting = enabled && view.device !== null;
  const remote = useMemo(
    (): CastRemote | null =>
      casting
        ? {
            playOrPause: () => controllerRef.current?.playOrPause(),
            seekTo: (seconds) => controllerRef.current?.seekTo(seconds),
            muteOrUnmute: () => controllerRef.current?.muteOrUnmute(),
            changeVolume: (change) => controllerRef.current?.changeVolume(change),
          }
        : null,
    [casting],
  );
  return { view: enabled ? view : NO_CAST, toggle, remote };
}
