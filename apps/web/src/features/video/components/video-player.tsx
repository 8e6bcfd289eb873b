import type { PlaybackSession } from '@crewcast/contracts/playback';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { IconButton } from '@/components/ui/button';
import {
  AirPlayIcon,
  CaptionsIcon,
  CastIcon,
  ExitFullscreenIcon,
  FullscreenIcon,
  MutedIcon,
  PauseIcon,
  PictureInPictureIcon,
  PlayFilledIcon,
  TheatreIcon,
  VolumeIcon,
} from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';
import type { PlayerSize } from '@/lib/storage';
import { endPlayback } from '../api/end-playback';
import { saveProgress } from '../api/save-progress';
import { sendHeartbeat } from '../api/send-heartbeat';
import { showAirPlayPicker, useAirPlayAvailable } from '../player/airplay';
import { attachSource, type AttachedEngine, type QualityLevel } from '../player/attach-source';
import type { CastMedia } from '../player/cast/cast-controller';
import { useCaptionsAboveControls } from '../player/captions-above-controls';
import { useMediaSession, type NowPlaying } from '../player/media-session';
import { canPictureInPicture, togglePictureInPicture } from '../player/picture-in-picture';
import { isPlayerKeyTarget, playerCommandForKey, type PlayerCommand } from '../player/player-keys';
import { ProgressTracker, resumePosition } from '../player/progress-tracker';
import { useChromecast } from '../player/use-chromecast';
import { TimelineClock, TimelineSeekBar } from './player-timeline';
import './video-player.css';

export interface VideoPlayerProps {
  mediaId: number;
  session: PlaybackSession;
  poster: string | null;
  /** The video as the lock screen and headphones show it, once its details are known. */
  nowPlaying: NowPlaying | null;
  /** True when a mobile app plays the video natively: the page then waits for the member to press play. */
  playedByApp: () => boolean;
  size: PlayerSize;
  onToggleSize: () => void;
  onEnded: () => void;
  /**
   * Called once the first frame is in, or once playback cannot start by itself (the browser refused to play, it
   * failed, an app plays the video): what the first frame does not need may load then.
   */
  onStarted: () => void;
}

/** A URL as a device outside the page must ask for it: absolute, from the site's own origin. */
const absoluteUrl = (url: string) => new URL(url, window.location.href).href;

/** The video and its controls; opens nothing itself, but keeps the session alive and the progress saved. */
export function VideoPlayer({
  mediaId,
  session,
  poster,
  nowPlaying,
  playedByApp,
  size,
  onToggleSize,
  onEnded,
  onStarted,
}: VideoPlayerProps) {
  const t = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<AttachedEngine | null>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [duration, setDuration] = useState(session.progress.totalTime);
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [level, setLevel] = useState(-1);
  const [captionsAvailable, setCaptionsAvailable] = useState(false);
  const [captionsOn, setCaptionsOn] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [pipSupported] = useState(() => canPictureInPicture(document.createElement('video')));
  useMediaSession(videoRef, nowPlaying);
  const airPlayAvailable = useAirPlayAvailable(videoRef);
  const hlsSource = session.sources.find(({ format }) => format === 'hls');
  const castMedia = useCallback(
    (): CastMedia => ({
      url: absoluteUrl(hlsSource?.url ?? ''),
      title: nowPlaying?.title ?? '',
      subtitle: nowPlaying?.show ?? '',
      artwork: nowPlaying?.artwork ? absoluteUrl(nowPlaying.artwork) : null,
    }),
    [hlsSource, nowPlaying],
  );
  // Casting, too, waits for the first frame.
  const [started, setStarted] = useState(false);
  const start = useCallback(() => {
    setStarted(true);
    onStarted();
  }, [onStarted]);
  const cast = useChromecast(
    useRemoteConfig().chromecast_enabled && hlsSource !== undefined && started,
    videoRef,
    castMedia,
  );
  const castingTo = cast.view.device;
  // While a device plays the video, the controls show and drive it rather than the page's (paused) video.
  const { remote } = cast;
  const remotePlayback = cast.view.playback;
  const remoteTimeline = remote && { time: remotePlayback.time, seekTo: remote.seekTo };
  const shownPlaying = remote ? !remotePlayback.paused : playing;
  const shownMuted = remote ? remotePlayback.muted : muted;
  useCaptionsAboveControls(videoRef, controlsRef, captionsOn);

  // Source: the engine is loaded on demand, then playback starts where the member left off.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const leaving = new AbortController();
    const startAt = resumePosition(session.progress);
    const play = () => {
      if (startAt > 0) video.currentTime = startAt;
      if (playedByApp()) return start();
      // Browsers refuse to start with sound without a gesture (e.g. after a reload); the play button stays.
      video.play().catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'NotAllowedError')) console.warn(error);
        start();
      });
    };
    video.addEventListener('loadedmetadata', play, { once: true });
    video.addEventListener('loadeddata', start, { once: true });
    const onFatal = (error: unknown) => {
      console.warn('Playback failed', error);
      setFailed(true);
      start();
    };
    attachSource(video, session.sources, onFatal, leaving.signal).then(
      (engine) => {
        if (leaving.signal.aborted) return engine.destroy();
        engineRef.current = engine;
        setLevels(engine.levels);
      },
      (error: unknown) => {
        if (!leaving.signal.aborted) onFatal(error);
      },
    );
    return () => {
      // An engine still starting lets go of itself on abort; one already playing is destroyed here.
      leaving.abort();
      video.removeEventListener('loadedmetadata', play);
      video.removeEventListener('loadeddata', start);
      engineRef.current?.destroy();
      engineRef.current = null;
    };
  }, [session, playedByApp, start]);

  // Session: heartbeats keep the stream counted; leaving frees it at once.
  useEffect(() => {
    const { sessionId, heartbeatSeconds } = session;
    const timer = setInterval(() => {
      sendHeartbeat(sessionId).catch((error: unknown) => console.warn('Heartbeat failed', error));
    }, heartbeatSeconds * 1000);
    const end = () => {
      endPlayback(sessionId).catch((error: unknown) => console.warn('Ending playback failed', error));
    };
    window.addEventListener('pagehide', end);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', end);
      end();
    };
  }, [session]);

  // Progress: every few seconds while playing, on pause, and when the member leaves.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const tracker = new ProgressTracker(Date.now());
    let started = false;
    const send = (report: ReturnType<ProgressTracker['report']> | null) => {
      if (!report || !Number.isFinite(report.totalTime) || report.totalTime <= 0) return;
      saveProgress(mediaId, report).catch((error: unknown) => console.warn('Saving progress failed', error));
    };
    const onTimeUpdate = () => {
      if (!video.paused && started) send(tracker.update(video.currentTime, video.duration, Date.now()));
    };
    const onPlaying = () => {
      if (!started) tracker.jumpedTo(video.currentTime);
      started = true;
    };
    const onPause = () => {
      if (started) send(tracker.report(video.currentTime, video.duration, Date.now()));
    };
    const onSeeked = () => tracker.jumpedTo(video.currentTime);
    const onLeave = () => {
      if (started) send(tracker.report(video.currentTime, video.duration, Date.now()));
    };
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('playing', onPlaying);
    video.addEventListener('pause', onPause);
    video.addEventListener('seeked', onSeeked);
    window.addEventListener('pagehide', onLeave);
    return () => {
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('seeked', onSeeked);
      window.removeEventListener('pagehide', onLeave);
      // Leaving within the app: the page stays, so this is the last chance to report.
      onLeave();
    };
  }, [mediaId]);

  // Media state the controls show.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const sync = () => {
      setPlaying(!video.paused);
      setMuted(video.muted || video.volume === 0);
      if (Number.isFinite(video.duration)) setDuration(video.duration);
    };
    const tracks = video.textTracks;
    const syncTracks = () => setCaptionsAvailable(tracks.length > 0);
    const events = ['play', 'pause', 'volumechange', 'durationchange', 'loadedmetadata'] as const;
    events.forEach((name) => video.addEventListener(name, sync));
    video.addEventListener('ended', onEnded);
    tracks.addEventListener('addtrack', syncTracks);
    tracks.addEventListener('removetrack', syncTracks);
    const onFullscreenChange = () => setFullscreen(document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onFullscreenChange);
    return () => {
      events.forEach((name) => video.removeEventListener(name, sync));
      video.removeEventListener('ended', onEnded);
      tracks.removeEventListener('addtrack', syncTracks);
      tracks.removeEventListener('removetrack', syncTracks);
      document.removeEventListener('fullscreenchange', onFullscreenChange);
    };
  }, [onEnded]);

  // Turning a phone re-lays the page out; a playing video is kept on screen where the member was watching it.
  useEffect(() => {
    const portrait = window.matchMedia('(orientation: portrait)');
    const onRotate = () => {
      const video = videoRef.current;
      if (video && !video.paused && !document.fullscreenElement) {
        frameRef.current?.scrollIntoView({ block: 'nearest' });
      }
    };
    portrait.addEventListener('change', onRotate);
    return () => portrait.removeEventListener('change', onRotate);
  }, []);

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (remote) remote.playOrPause();
    else if (video?.paused) video.play().catch((error: unknown) => console.warn(error));
    else video?.pause();
  }, [remote]);

  const toggleFullscreen = useCallback(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const request = document.fullscreenElement ? document.exitFullscreen() : frame.requestFullscreen();
    request.catch((error: unknown) => console.warn('Full screen refused', error));
  }, []);

  const toggleCaptions = useCallback(() => {
    const tracks = videoRef.current?.textTracks;
    if (!tracks || tracks.length === 0) return;
    setCaptionsOn((on) => {
      for (const track of Array.from(tracks)) track.mode = on ? 'disabled' : 'showing';
      return !on;
    });
  }, []);

  const run = useCallback(
    (command: PlayerCommand) => {
      const video = videoRef.current;
      if (!video) return;
      switch (command.type) {
        case 'toggle-play':
          return togglePlay();
        case 'seek': {
          const from = remote ? remotePlayback.time : video.currentTime;
          const to = Math.min(Math.max(0, from + command.seconds), duration || 0);
          if (remote) remote.seekTo(to);
          else video.currentTime = to;
          return;
        }
        case 'volume':
          if (remote) return remote.changeVolume(command.change);
          video.volume = Math.min(1, Math.max(0, video.volume + command.change));
          video.muted = false;
          return;
        case 'toggle-mute':
          if (remote) return remote.muteOrUnmute();
          video.muted = !video.muted;
          return;
        case 'toggle-fullscreen':
          return toggleFullscreen();
        case 'toggle-captions':
          return toggleCaptions();
      }
    },
    [togglePlay, toggleFullscreen, toggleCaptions, remote, remotePlayback.time, duration],
  );

  // Keys: the player answers those pressed while focus is in it (clicking the video puts it there), except in
  // fields, on focused buttons' own keys, and in a dialog, whose keys are its own.
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.defaultPrevented || !isPlayerKeyTarget(event.currentTarget, event.target)) return;
    const command = playerCommandForKey({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      targetTag: event.target instanceof HTMLElement ? event.target.tagName : undefined,
    });
    if (!command) return;
    event.preventDefault();
    run(command);
  }

  function chooseLevel(event: ChangeEvent<HTMLSelectElement>) {
    const index = Number(event.target.value);
    setLevel(index);
    engineRef.current?.setLevel(index);
  }

  function pickAirPlayDevice() {
    if (videoRef.current) showAirPlayPicker(videoRef.current);
  }

  function switchPictureInPicture() {
    const video = videoRef.current;
    if (!video) return;
    togglePictureInPicture(video).catch((error: unknown) =>
      console.warn('Picture in picture refused', error),
    );
  }

  return (
    <div
      className="player"
      ref={frameRef}
      role="region"
      aria-label={t('player.label')}
      // Focusable, so the keyboard can reach the player and its keys, and a click on the video lands focus here.
      tabIndex={0}
      onKeyDown={handleKeyDown}
    >
      <video
        ref={videoRef}
        className="player__video"
        poster={poster ?? undefined}
        playsInline
        preload="metadata"
        // Safari offers AirPlay for the video it plays itself.
        x-webkit-airplay="allow"
        onClick={togglePlay}
      />
      {castingTo !== null && (
        <p className="player__casting" role="status">
          <CastIcon />
          {t('player.cast.playingOn', castingTo)}
        </p>
      )}
      {failed && (
        <p className="player__failed" role="alert">
          {t('video.playbackFailed')}
        </p>
      )}
      {!playing && !failed && castingTo === null && (
        <button type="button" className="player__big-play" aria-label={t('player.play')} onClick={togglePlay}>
          <PlayFilledIcon />
        </button>
      )}
      <div className="player__controls" ref={controlsRef}>
        <TimelineSeekBar videoRef={videoRef} duration={duration} remote={remoteTimeline} />
        <div className="player__bar">
          <IconButton label={shownPlaying ? t('player.pause') : t('player.play')} onClick={togglePlay}>
            {shownPlaying ? <PauseIcon /> : <PlayFilledIcon />}
          </IconButton>
          <IconButton
            label={shownMuted ? t('player.unmute') : t('player.mute')}
            onClick={() => run({ type: 'toggle-mute' })}
          >
            {shownMuted ? <MutedIcon /> : <VolumeIcon />}
          </IconButton>
          <TimelineClock videoRef={videoRef} duration={duration} remote={remoteTimeline} />
          <span className="player__spacer" />
          {captionsAvailable && (
            <IconButton label={t('player.captions')} aria-pressed={captionsOn} onClick={toggleCaptions}>
              <CaptionsIcon />
            </IconButton>
          )}
          {levels.length > 1 && (
            <select
              className="player__quality"
              aria-label={t('player.quality')}
              value={level}
              onChange={chooseLevel}
            >
              <option value={-1}>{t('player.quality.auto')}</option>
              {levels.map(({ index, height }) => (
                <option key={index} value={index}>
                  {t('player.quality.height', height)}
                </option>
              ))}
            </select>
          )}
          {airPlayAvailable && (
            <IconButton className="player__cast" label={t('player.airplay')} onClick={pickAirPlayDevice}>
              <AirPlayIcon />
            </IconButton>
          )}
          {cast.view.available && (
            <IconButton
              className="player__cast"
              label={t('player.cast')}
              aria-pressed={castingTo !== null}
              onClick={cast.toggle}
            >
              <CastIcon />
            </IconButton>
          )}
          {pipSupported && (
            <IconButton
              className="player__pip"
              label={t('player.pictureInPicture')}
              onClick={switchPictureInPicture}
            >
              <PictureInPictureIcon />
            </IconButton>
          )}
          <IconButton
            className="player__size"
            label={t('player.size.theatre')}
            aria-pressed={size === 'theatre'}
            onClick={onToggleSize}
          >
            <TheatreIcon />
          </IconButton>
          <IconButton
            label={fullscreen ? t('player.fullscreen.exit') : t('player.fullscreen.enter')}
            onClick={toggleFullscreen}
          >
            {fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
          </IconButton>
        </div>
      </div>
    </div>
  );
}
