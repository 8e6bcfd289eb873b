import { CAST_SENDER_URL } from '@crewcast/contracts/constants/cast';

/**
 * The part of Google's Cast web sender API (`cast.framework` and `chrome.cast`) the player uses, as documented at
 * developers.google.com/cast/docs/reference/web_sender.
 */
export interface CastSession {
  getCastDevice(): { friendlyName: string };
  loadMedia(request: CastLoadRequest): Promise<unknown>;
}

export interface CastContext {
  setOptions(options: { receiverApplicationId: string; autoJoinPolicy: string }): void;
  getCastState(): string;
  getCurrentSession(): CastSession | null;
  /** Opens the browser's device picker; rejects when the member closes it without choosing. */
  requestSession(): Promise<unknown>;
  endCurrentSession(stopCasting: boolean): void;
  addEventListener(type: string, handler: (event: CastContextEvent) => void): void;
  removeEventListener(type: string, handler: (event: CastContextEvent) => void): void;
}

/** `CastStateEventData` and `SessionStateEventData` in one: each event fills its own field. */
export interface CastContextEvent {
  castState?: string;
  sessionState?: string;
}

/** The device's player as the sender last heard of it; the controller sends the changes made to it. */
export interface RemotePlayer {
  currentTime: number;
  isPaused: boolean;
  isMuted: boolean;
  volumeLevel: number;
}

export interface RemotePlayerController {
  addEventListener(type: string, handler: (event: { value: unknown }) => void): void;
  removeEventListener(type: string, handler: (event: { value: unknown }) => void): void;
  playOrPause(): void;
  /** Seeks the device to its player's `currentTime`. */
  seek(): void;
  muteOrUnmute(): void;
  /** Sets the device's volume to its player's `volumeLevel`. */
  setVolumeLevel(): void;
}

export interface CastMediaInfo {
  contentUrl?: string;
  streamType?: string;
  hlsSegmentFormat?: string;
  hlsVideoSegmentFormat?: string;
  metadata?: { title?: string; subtitle?: string; images?: object[] };
}

export interface CastLoadRequest {
  currentTime?: number;
  autoplay?: boolean;
}

export interface CastFramework {
  CastContext: { getInstance(): CastContext };
  CastContextEventType: { CAST_STATE_CHANGED: string; SESSION_STATE_CHANGED: string };
  CastState: { NO_DEVICES_AVAILABLE: string };
  SessionState: { SESSION_STARTED: string; SESSION_RESUMED: string; SESSION_ENDED: string };
  RemotePlayer: new () => RemotePlayer;
  RemotePlayerController: new (player: RemotePlayer) => RemotePlayerController;
  RemotePlayerEventType: {
    CURRENT_TIME_CHANGED: string;
    IS_PAUSED_CHANGED: string;
    IS_MUTED_CHANGED: string;
  };
}

export interface ChromeCast {
  AutoJoinPolicy: { ORIGIN_SCOPED: string };
  Image: new (url: string) => object;
  media: {
    DEFAULT_MEDIA_RECEIVER_APP_ID: string;
    MediaInfo: new (contentId: string, contentType: string) => CastMediaInfo;
    GenericMediaMetadata: new () => NonNullable<CastMediaInfo['metadata']>;
    LoadRequest: new (mediaInfo: CastMediaInfo) => CastLoadRequest;
    StreamType: { BUFFERED: string };
    HlsSegmentFormat: { FMP4: string };
    HlsVideoSegmentFormat: { FMP4: string };
  };
}

export interface CastApi {
  framework: CastFramework;
  chromeCast: ChromeCast;
}

interface CastWindow {
  cast?: { framework?: CastFramework };
  chrome?: { cast?: ChromeCast };
  /** The sender script calls this once it has loaded, saying whether casting is possible in this browser. */
  __onGCastApiAvailable?: (available: boolean) => void;
}

let loading: Promise<CastApi | null> | undefined;

/**
 * Loads the Cast sender script once per page; resolves with its API, or null where this browser cannot cast. Only
 * Chromium browsers carry the Cast support the script talks to, so others never load it.
 */
export function loadCastFramework(): Promise<CastApi | null> {
  const page = window as Window & CastWindow;
  if (!page.chrome) return Promise.resolve(null);
  loading ??= new Promise((resolve, reject) => {
    page.__onGCastApiAvailable = (available) => {
      const framework = page.cast?.framework;
      const chromeCast = page.chrome?.cast;
      resolve(available && framework && chromeCast ? { framework, chromeCast } : null);
    };
    const script = document.createElement('script');
    script.src = CAST_SENDER_URL;
    script.async = true;
    script.onerror = () => {
      // Tried again on the next video page.
      loading = undefined;
      script.remove();
      reject(new Error('The Cast sender script did not load'));
    };
    document.head.append(script);
  });
  return loading;
}
