/* global window */
// A stand-in for Google's Cast sender script (cast_sender.js with its framework), which journeys serve in its place
// with page.route: the part of `cast.framework` and `chrome.cast` the player uses, as documented at
// developers.google.com/cast/docs/reference/web_sender. The journey drives it through `window.__castStandIn`: a
// device appears, the picker chooses it, the receiver reports how far it has played, and what it was sent is kept.
(() => {
  const CastState = {
    NO_DEVICES_AVAILABLE: 'NO_DEVICES_AVAILABLE',
    NOT_CONNECTED: 'NOT_CONNECTED',
    CONNECTING: 'CONNECTING',
    CONNECTED: 'CONNECTED',
  };
  const SessionState = {
    NO_SESSION: 'NO_SESSION',
    SESSION_STARTING: 'SESSION_STARTING',
    SESSION_STARTED: 'SESSION_STARTED',
    SESSION_START_FAILED: 'SESSION_START_FAILED',
    SESSION_ENDING: 'SESSION_ENDING',
    SESSION_ENDED: 'SESSION_ENDED',
    SESSION_RESUMED: 'SESSION_RESUMED',
  };
  const CastContextEventType = {
    CAST_STATE_CHANGED: 'caststatechanged',
    SESSION_STATE_CHANGED: 'sessionstatechanged',
  };
  const RemotePlayerEventType = {
    CURRENT_TIME_CHANGED: 'currentTimeChanged',
    IS_CONNECTED_CHANGED: 'isConnectedChanged',
    IS_PAUSED_CHANGED: 'isPausedChanged',
    IS_MUTED_CHANGED: 'isMutedChanged',
    VOLUME_LEVEL_CHANGED: 'volumeLevelChanged',
  };

  /** addEventListener and removeEventListener on `target`; returns the function that dispatches. */
  function withListeners(target) {
    const byType = new Map();
    target.addEventListener = (type, handler) => byType.set(type, [...(byType.get(type) ?? []), handler]);
    target.removeEventListener = (type, handler) =>
      byType.set(
        type,
        (byType.get(type) ?? []).filter((known) => known !== handler),
      );
    return (type, event) => (byType.get(type) ?? []).forEach((handler) => handler({ type, ...event }));
  }

  // `receiver`: what the device is doing, as the controls left it.
  const standIn = {
    options: null,
    loads: [],
    device: null,
    receiver: { currentTime: 0, isPaused: false, isMuted: false, volumeLevel: 1 },
  };
  const players = [];
  const controllers = [];
  let castState = CastState.NO_DEVICES_AVAILABLE;
  let session = null;

  const context = {};
  const emit = withListeners(context);
  const setCastState = (state) => {
    castState = state;
    emit(CastContextEventType.CAST_STATE_CHANGED, { castState: state });
  };
  const setSessionState = (state) =>
    emit(CastContextEventType.SESSION_STATE_CHANGED, { sessionState: state, session });
  /** The receiver changes `field` of its state; every sender's player hears of it. */
  const receiverSays = (eventType, field, value) => {
    standIn.receiver[field] = value;
    for (const player of players) player[field] = value;
    for (const emitRemote of controllers) emitRemote(eventType, { field, value });
  };
  const remoteTime = (seconds) =>
    receiverSays(RemotePlayerEventType.CURRENT_TIME_CHANGED, 'currentTime', seconds);

  Object.assign(context, {
    setOptions: (options) => void (standIn.options = options),
    getCastState: () => castState,
    getSessionState: () => (session ? SessionState.SESSION_STARTED : SessionState.NO_SESSION),
    getCurrentSession: () => session,
    // The browser's picker, which here always chooses the one device.
    requestSession: async () => {
      if (!standIn.device) throw 'receiver_unavailable';
      setCastState(CastState.CONNECTING);
      setSessionState(SessionState.SESSION_STARTING);
      session = {
        getCastDevice: () => ({ friendlyName: standIn.device }),
        getSessionState: () => SessionState.SESSION_STARTED,
        loadMedia: async (request) => {
          standIn.loads.push({
            contentId: request.media.contentId,
            contentUrl: request.media.contentUrl,
            contentType: request.media.contentType,
            streamType: request.media.streamType,
            hlsSegmentFormat: request.media.hlsSegmentFormat,
            hlsVideoSegmentFormat: request.media.hlsVideoSegmentFormat,
            title: request.media.metadata?.title,
            currentTime: request.currentTime,
            autoplay: request.autoplay,
          });
          remoteTime(request.currentTime);
          receiverSays(RemotePlayerEventType.IS_PAUSED_CHANGED, 'isPaused', !request.autoplay);
        },
      };
      setCastState(CastState.CONNECTED);
      setSessionState(SessionState.SESSION_STARTED);
    },
    endCurrentSession: () => {
      if (!session) return;
      setSessionState(SessionState.SESSION_ENDING);
      session = null;
      setSessionState(SessionState.SESSION_ENDED);
      setCastState(CastState.NOT_CONNECTED);
    },
  });

  class RemotePlayer {
    constructor() {
      this.currentTime = 0;
      this.isConnected = false;
      this.isPaused = false;
      this.isMuted = false;
      this.volumeLevel = 1;
      players.push(this);
    }
  }
  class RemotePlayerController {
    constructor(player) {
      this.player = player;
      controllers.push(withListeners(this));
    }
    playOrPause() {
      receiverSays(RemotePlayerEventType.IS_PAUSED_CHANGED, 'isPaused', !standIn.receiver.isPaused);
    }
    seek() {
      remoteTime(this.player.currentTime);
    }
    muteOrUnmute() {
      receiverSays(RemotePlayerEventType.IS_MUTED_CHANGED, 'isMuted', !standIn.receiver.isMuted);
    }
    setVolumeLevel() {
      receiverSays(RemotePlayerEventType.VOLUME_LEVEL_CHANGED, 'volumeLevel', this.player.volumeLevel);
    }
  }

  window.cast = {
    framework: {
      CastContext: { getInstance: () => context },
      CastContextEventType,
      CastState,
      SessionState,
      RemotePlayer,
      RemotePlayerController,
      RemotePlayerEventType,
    },
  };
  window.chrome = window.chrome ?? {};
  window.chrome.cast = {
    AutoJoinPolicy: {
      TAB_AND_ORIGIN_SCOPED: 'tab_and_origin_scoped',
      ORIGIN_SCOPED: 'origin_scoped',
      PAGE_SCOPED: 'page_scoped',
    },
    Image: class {
      constructor(url) {
        this.url = url;
      }
    },
    media: {
      DEFAULT_MEDIA_RECEIVER_APP_ID: 'CC1AD845',
      MediaInfo: class {
        constructor(contentId, contentType) {
          this.contentId = contentId;
          this.contentType = contentType;
        }
      },
      GenericMediaMetadata: class {},
      LoadRequest: class {
        constructor(media) {
          this.media = media;
          this.autoplay = true;
          this.currentTime = null;
        }
      },
      StreamType: { BUFFERED: 'BUFFERED', LIVE: 'LIVE', OTHER: 'OTHER' },
      HlsSegmentFormat: {
        AAC: 'aac',
        AC3: 'ac3',
        MP3: 'mp3',
        TS: 'ts',
        TS_AAC: 'ts_aac',
        E_AC3: 'e_ac3',
        FMP4: 'fmp4',
      },
      HlsVideoSegmentFormat: { MPEG2_TS: 'mpeg2_ts', FMP4: 'fmp4' },
    },
  };

  window.__castStandIn = Object.assign(standIn, {
    addDevice(name) {
      standIn.device = name;
      setCastState(CastState.NOT_CONNECTED);
    },
    /** The receiver reports how far it has played. */
    playTo: remoteTime,
  });
  // The real script announces itself once loaded, after the page's own code has run.
  setTimeout(() => window.__onGCastApiAvailable?.(true));
})();
