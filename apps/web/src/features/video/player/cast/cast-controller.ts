import { loadCastFramework, type CastApi, type CastContextEvent, type CastSession } from './cast-framework';

/** What a cast device is sent: the video's HLS playlist and what its screen shows while playing it. */
export interface CastMedia {
  /** Absolute: the device fetches it itself, from the site's public origin. */
  url: string;
  title: string;
  subtitle: string;
  artwork: string | null;
}

/** What the device does with the video, as it last said. */
export interface RemotePlayback {
  /** Seconds into the video. */
  time: number;
  paused: boolean;
  muted: boolean;
}

/** What the player shows of casting. */
export interface CastView {
  /** A device to cast to is around: the cast button shows. */
  available: boolean;
  /** The device's name while the video plays on it. */
  device: string | null;
  /** While `device` is set, what the player's controls show in place of the page's video. */
  playback: RemotePlayback;
}

/** The page's own player, as casting sees it. */
export interface CastPlayer {
  media(): CastMedia;
  currentTime(): number;
  pause(): void;
  /** Plays the page's video again from where the device left off. */
  resumeAt(seconds: number): void;
  onChange(view: CastView): void;
}

/** The player's controls while a device plays the video: they act on the device, not on the page's video. */
export interface CastRemote {
  playOrPause(): void;
  seekTo(seconds: number): void;
  muteOrUnmute(): void;
  /** Up or down by `change` (0 to 1 in all); unmutes, as the page's volume keys do. */
  changeVolume(change: number): void;
}

export interface CastController extends CastRemote {
  /** Opens the browser's device picker, or stops casting while a device plays the video. */
  toggle(): Promise<void>;
  destroy(): void;
}

/** The playlists are HLS with fMP4 segments, which the Default Media Receiver must be told. */
const HLS_TYPE = 'application/x-mpegurl';

/**
 * Casting through Google's Default Media Receiver: the button shows while a device is around, a session started
 * from it plays the video on the device from where the page was, and when it ends the page plays on from where the
 * device was.
 */
export function createCastController({ framework, chromeCast }: CastApi, player: CastPlayer): CastController {
  const context = framework.CastContext.getInstance();
  context.setOptions({
    receiverApplicationId: chromeCast.media.DEFAULT_MEDIA_RECEIVER_APP_ID,
    autoJoinPolicy: chromeCast.AutoJoinPolicy.ORIGIN_SCOPED,
  });
  const remotePlayer = new framework.RemotePlayer();
  const remote = new framework.RemotePlayerController(remotePlayer);
  const noDevices = framework.CastState.NO_DEVICES_AVAILABLE;
  const { SESSION_STARTED, SESSION_RESUMED, SESSION_ENDED } = framework.SessionState;
  let view: CastView = {
    available: context.getCastState() !== noDevices,
    device: null,
    playback: { time: 0, paused: false, muted: false },
  };

  const show = (change: Partial<CastView>) => {
    view = { ...view, ...change };
    player.onChange(view);
  };
  const showPlayback = (change: Partial<RemotePlayback>) =>
    show({ playback: { ...view.playback, ...change } });

  function loadRequest(startAt: number) {
    const { url, title, subtitle, artwork } = player.media();
    const info = new chromeCast.media.MediaInfo(url, HLS_TYPE);
    info.contentUrl = url;
    info.streamType = chromeCast.media.StreamType.BUFFERED;
    info.hlsSegmentFormat = chromeCast.media.HlsSegmentFormat.FMP4;
    info.hlsVideoSegmentFormat = chromeCast.media.HlsVideoSegmentFormat.FMP4;
    const metadata = new chromeCast.media.GenericMediaMetadata();
    metadata.title = title;
    metadata.subtitle = subtitle;
    metadata.images = artwork ? [new chromeCast.Image(artwork)] : [];
    info.metadata = metadata;
    const request = new chromeCast.media.LoadRequest(info);
    request.currentTime = startAt;
    request.autoplay = true;
    return request;
  }

  async function castTo(session: CastSession) {
    const startAt = player.currentTime();
    player.pause();
    show({
      device: session.getCastDevice().friendlyName,
      playback: { time: startAt, paused: false, muted: false },
    });
    try {
      await session.loadMedia(loadRequest(startAt));
    } catch (error) {
      console.warn('The cast device did not take the video', error);
    }
  }

  const onCastState = ({ castState }: CastContextEvent) => show({ available: castState !== noDevices });
  const onSessionState = ({ sessionState }: CastContextEvent) => {
    const session = context.getCurrentSession();
    if ((sessionState === SESSION_STARTED || sessionState === SESSION_RESUMED) && session) {
      void castTo(session);
    } else if (sessionState === SESSION_ENDED && view.device !== null) {
      show({ device: null });
      player.resumeAt(view.playback.time);
    }
  };
  // What the device says of itself counts only while it plays this page's video.
  const onRemoteTime = ({ value }: { value: unknown }) => {
    if (view.device !== null && typeof value === 'number') showPlayback({ time: value });
  };
  const onRemotePaused = ({ value }: { value: unknown }) => {
    if (view.device !== null && typeof value === 'boolean') showPlayback({ paused: value });
  };
  const onRemoteMuted = ({ value }: { value: unknown }) => {
    if (view.device !== null && typeof value === 'boolean') showPlayback({ muted: value });
  };

  const { CAST_STATE_CHANGED, SESSION_STATE_CHANGED } = framework.CastContextEventType;
  const { CURRENT_TIME_CHANGED, IS_PAUSED_CHANGED, IS_MUTED_CHANGED } = framework.RemotePlayerEventType;
  const remoteListeners = [
    [CURRENT_TIME_CHANGED, onRemoteTime],
    [IS_PAUSED_CHANGED, onRemotePaused],
    [IS_MUTED_CHANGED, onRemoteMuted],
  ] as const;
  context.addEventListener(CAST_STATE_CHANGED, onCastState);
  context.addEventListener(SESSION_STATE_CHANGED, onSessionState);
  for (const [type, listener] of remoteListeners) remote.addEventListener(type, listener);
  player.onChange(view);
  // A member who opens another video while casting goes on casting: the new video goes to the device.
  const current = context.getCurrentSession();
  if (current) void castTo(current);

  return {
    async toggle() {
      if (view.device !== null) return context.endCurrentSession(true);
      try {
        await context.requestSession();
      } catch (error) {
        // Closing the picker without choosing a device is no failure.
        if (error !== 'cancel') console.warn('Casting did not start', error);
      }
    },
    playOrPause: () => remote.playOrPause(),
    seekTo(seconds) {
      remotePlayer.currentTime = seconds;
      remote.seek();
    },
    muteOrUnmute: () => remote.muteOrUnmute(),
    changeVolume(change) {
      remotePlayer.volumeLevel = Math.min(1, Math.max(0, remotePlayer.volumeLevel + change));
      remote.setVolumeLevel();
      if (remotePlayer.isMuted) remote.muteOrUnmute();
    },
    destroy() {
      context.removeEventListener(CAST_STATE_CHANGED, onCastState);
      context.removeEventListener(SESSION_STATE_CHANGED, onSessionState);
      for (const [type, listener] of remoteListeners) remote.removeEventListener(type, listener);
    },
  };
}

/** Loads the Cast framework and casts for `player`; null where this browser cannot cast. */
export async function startChromecast(player: CastPlayer): Promise<CastController | null> {
  const api = await loadCastFramework();
  return api && createCastController(api, player);
}
