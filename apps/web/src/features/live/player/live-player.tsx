import type { LivestreamStatus } from '@crewcast/contracts/realtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { attachLiveStream, offersGoLive, type LiveEngine } from './attach-live-stream';
import { useLiveViewers } from './use-live-viewers';
import './live-player.css';

type LiveStream = LivestreamStatus['streams'][number];
type PlayerState = 'starting' | 'playing' | 'failed';

/** Plays with sound when the browser allows it, else muted (the controls unmute). */
async function startPlaying(video: HTMLVideoElement): Promise<void> {
  try {
    await video.play();
  } catch {
    video.muted = true;
    await video.play().catch(() => undefined);
  }
}

/**
 * The livestream player (SPEC section 2: "shows a video player if live"): low-latency HLS near the live edge, a
 * "Go live" button once paused or fallen behind, and how many are watching.
 */
export function LivePlayer({ stream }: { stream: LiveStream }) {
  const t = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const engineRef = useRef<LiveEngine | null>(null);
  // The first signed URL stays: a later status names the same playlist, and re-attaching would stall playback.
  const [url] = useState(stream.url);
  const [state, setState] = useState<PlayerState>('starting');
  const [attempt, setAttempt] = useState(0);
  const [goLive, setGoLive] = useState(false);
  const viewers = useLiveViewers(stream.livestreamId);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let engine: LiveEngine | undefined;
    let cancelled = false;
    const fail = (error: unknown) => {
      console.warn('The livestream could not be played', error);
      if (!cancelled) setState('failed');
    };
    attachLiveStream(video, url, fail)
      .then((attached) => {
        if (cancelled) return attached.destroy();
        engine = attached;
        engineRef.current = attached;
        void startPlaying(video);
      })
      .catch(fail);
    return () => {
      cancelled = true;
      engine?.destroy();
      engineRef.current = null;
    };
  }, [url, attempt]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const update = () =>
      setGoLive(
        offersGoLive({
          paused: video.paused,
          currentTime: video.currentTime,
          livePosition: engineRef.current?.livePosition() ?? null,
        }),
      );
    const playing = () => {
      setState('playing');
      update();
    };
    const events = ['pause', 'play', 'timeupdate', 'seeked'] as const;
    for (const event of events) video.addEventListener(event, update);
    video.addEventListener('playing', playing);
    return () => {
      for (const event of events) video.removeEventListener(event, update);
      video.removeEventListener('playing', playing);
    };
  }, []);

  const goToLive = useCallback(() => {
    const video = videoRef.current;
    const edge = engineRef.current?.livePosition() ?? null;
    if (!video) return;
    if (edge !== null) video.currentTime = edge;
    void startPlaying(video);
  }, []);

  return (
    <section className="live-player" data-slot="livestream-player" aria-labelledby="live-player-title">
      <div className="live-player__frame">
        <video
          ref={videoRef}
          className="live-player__video"
          controls
          playsInline
          aria-label={t('live.player.label', stream.title)}
        />
        <div className="live-player__badges">
          <span className="live-stage__pill live-stage__pill--live">{t('live.pill.live')}</span>
          {viewers !== null && (
            <span className="live-player__viewers">{t(countSlug('liveChat.viewers', viewers), viewers)}</span>
          )}
        </div>
        {state === 'playing' && goLive && (
          <Button className="live-player__go-live" size="medium" onClick={goToLive}>
            {t('live.player.goLive')}
          </Button>
        )}
        {state === 'starting' && (
          <div className="live-player__overlay">
            <Spinner />
            <p role="status">{t('live.player.starting')}</p>
          </div>
        )}
        {state === 'failed' && (
          <div className="live-player__overlay">
            <ErrorState
              title={t('live.player.error.title')}
              body={t('live.player.error.body')}
              onRetry={() => {
                setState('starting');
                setAttempt((count) => count + 1);
              }}
            />
          </div>
        )}
      </div>
      <h1 className="live-player__title" id="live-player-title">
        {stream.title}
      </h1>
    </section>
  );
}
