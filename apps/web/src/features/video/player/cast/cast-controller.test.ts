import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCastController, type CastPlayer, type CastView } from './cast-controller';
import type { CastApi, CastContextEvent, CastLoadRequest, CastMediaInfo } from './cast-framework';

type Listener<E> = (event: E) => void;

/** Listeners by event type, as the framework's objects keep them. */
function listeners<E>() {
  const byType = new Map<string, Set<Listener<E>>>();
  return {
    add: (type: string, listener: Listener<E>) =>
      byType.set(type, (byType.get(type) ?? new Set()).add(listener)),
    remove: (type: string, listener: Listener<E>) => byType.get(type)?.delete(listener),
    emit: (type: string, event: E) => byType.get(type)?.forEach((listener) => listener(event)),
  };
}

/** The Cast framework as the controller sees it, driven by the test: devices come and go, sessions start and end. */
function fakeCast() {
  const contextEvents = listeners<CastContextEvent>();
  const remoteEvents = listeners<{ value: unknown }>();
  const remotePlayer = { currentTime: 0, isPaused: false, isMuted: false, volumeLevel: 0.5 };
  /** What the controller asked of the device, with its player's state at the time. */
  const commands: string[] = [];
  const command = (name: string) => () => void commands.push(name);
  const loaded: { info: CastMediaInfo; request: CastLoadRequest }[] = [];
  const session = {
    getCastDevice: () => ({ friendlyName: 'Living Room TV' }),
    loadMedia: vi.fn(async (request: CastLoadRequest & { media: CastMediaInfo }) => {
      loaded.push({ info: request.media, request });
    }),
  };
  let castState = 'NO_DEVICES_AVAILABLE';
  let current: typeof session | null = null;
  const context = {
    setOptions: vi.fn(),
    getCastState: () => castState,
    getCurrentSession: () => current,
    requestSession: vi.fn(async () => undefined),
    endCurrentSession: vi.fn(),
    addEventListener: contextEvents.add,
    removeEventListener: contextEvents.remove,
  };
  const api: CastApi = {
    framework: {
      CastContext: { getInstance: () => context },
      CastContextEventType: {
        CAST_STATE_CHANGED: 'caststatechanged',
        SESSION_STATE_CHANGED: 'sessionstatechanged',
      },
      CastState: { NO_DEVICES_AVAILABLE: 'NO_DEVICES_AVAILABLE' },
      SessionState: {
        SESSION_STARTED: 'SESSION_STARTED',
        SESSION_RESUMED: 'SESSION_RESUMED',
        SESSION_ENDED: 'SESSION_ENDED',
      },
      RemotePlayer: class {
        constructor() {
          return remotePlayer;
        }
      } as unknown as CastApi['framework']['RemotePlayer'],
      RemotePlayerController: class {
        addEventListener = remoteEvents.add;
        removeEventListener = remoteEvents.remove;
        playOrPause = command('playOrPause');
        seek = () => void commands.push(`seek ${remotePlayer.currentTime}`);
        muteOrUnmute = command('muteOrUnmute');
        setVolumeLevel = () => void commands.push(`volume ${remotePlayer.volumeLevel.toFixed(1)}`);
      },
      RemotePlayerEventType: {
        CURRENT_TIME_CHANGED: 'currentTimeChanged',
        IS_PAUSED_CHANGED: 'isPausedChanged',
        IS_MUTED_CHANGED: 'isMutedChanged',
      },
    },
    chromeCast: {
      AutoJoinPolicy: { ORIGIN_SCOPED: 'origin_scoped' },
      Image: class {
        constructor(public url: string) {}
      },
      media: {
        DEFAULT_MEDIA_RECEIVER_APP_ID: 'CC1AD845',
        MediaInfo: class {
          contentUrl?: string;
          constructor(
            public contentId: string,
            public contentType: string,
          ) {}
        },
        GenericMediaMetadata: class {},
        LoadRequest: class {
          currentTime?: number;
          constructor(public media: CastMediaInfo) {}
        },
        StreamType: { BUFFERED: 'BUFFERED' },
        HlsSegmentFormat: { FMP4: 'fmp4' },
        HlsVideoSegmentFormat: { FMP4: 'fmp4' },
      },
    },
  };
  return {
    api,
    context,
    loaded,
    commands,
    remotePlayer,
    devices(state: 'NO_DEVICES_AVAILABLE' | 'NOT_CONNECTED') {
      castState = state;
      contextEvents.emit('caststatechanged', { castState: state });
    },
    startSession() {
      current = session;
      contextEvents.emit('sessionstatechanged', { sessionState: 'SESSION_STARTED' });
    },
    remoteAt(seconds: number) {
      remoteEvents.emit('currentTimeChanged', { value: seconds });
    },
    remoteSays(type: 'isPausedChanged' | 'isMutedChanged', value: boolean) {
      remoteEvents.emit(type, { value });
    },
    endSession() {
      current = null;
      contextEvents.emit('sessionstatechanged', { sessionState: 'SESSION_ENDED' });
    },
  };
}

function fakePlayer(at = 42) {
  const views: CastView[] = [];
  const player = {
    media: () => ({
      url: 'https://crew.example/media/token/asset/master.m3u8',
      title: 'Pilot',
      subtitle: 'The Show',
      artwork: 'https://crew.example/images/media/asset/poster.jpg',
    }),
    currentTime: () => at,
    pause: vi.fn(),
    resumeAt: vi.fn(),
    onChange: (view: CastView) => views.push(view),
  } satisfies CastPlayer;
  return { player, lastView: () => views.at(-1) };
}

describe('the cast controller', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the button only while a device is around', () => {
    const cast = fakeCast();
    const { player, lastView } = fakePlayer();
    createCastController(cast.api, player);
    expect(cast.context.setOptions).toHaveBeenCalledWith({
      receiverApplicationId: 'CC1AD845',
      autoJoinPolicy: 'origin_scoped',
    });
    expect(lastView()).toMatchObject({ available: false, device: null });
    cast.devices('NOT_CONNECTED');
    expect(lastView()).toMatchObject({ available: true, device: null });
    cast.devices('NO_DEVICES_AVAILABLE');
    expect(lastView()?.available).toBe(false);
  });

  it('sends the signed playlist to the device from where the page was, and pauses the page', async () => {
    const cast = fakeCast();
    const { player, lastView } = fakePlayer(42);
    cast.devices('NOT_CONNECTED');
    createCastController(cast.api, player);
    cast.startSession();
    await vi.waitFor(() => expect(cast.loaded).toHaveLength(1));
    const [{ info, request }] = cast.loaded as [(typeof cast.loaded)[number]];
    expect(info).toMatchObject({
      contentId: 'https://crew.example/media/token/asset/master.m3u8',
      contentUrl: 'https://crew.example/media/token/asset/master.m3u8',
      contentType: 'application/x-mpegurl',
      streamType: 'BUFFERED',
      hlsSegmentFormat: 'fmp4',
      hlsVideoSegmentFormat: 'fmp4',
      metadata: { title: 'Pilot', subtitle: 'The Show' },
    });
    expect(info.metadata?.images).toEqual([{ url: 'https://crew.example/images/media/asset/poster.jpg' }]);
    expect(request).toMatchObject({ currentTime: 42, autoplay: true });
    expect(player.pause).toHaveBeenCalled();
    expect(lastView()).toEqual({
      available: true,
      device: 'Living Room TV',
      playback: { time: 42, paused: false, muted: false },
    });
  });

  it('plays on in the page from where the device was when the session ends', () => {
    const cast = fakeCast();
    const { player, lastView } = fakePlayer(42);
    createCastController(cast.api, player);
    cast.startSession();
    cast.remoteAt(95.5);
    cast.remoteAt(97);
    cast.endSession();
    expect(player.resumeAt).toHaveBeenCalledExactlyOnceWith(97);
    expect(lastView()?.device).toBeNull();
  });

  it('follows what the device says of its position, pause and sound while it plays the video', () => {
    const cast = fakeCast();
    const { player, lastView } = fakePlayer(42);
    createCastController(cast.api, player);
    cast.remoteSays('isPausedChanged', true);
    expect(lastView()?.playback.paused).toBe(false);
    cast.startSession();
    cast.remoteAt(50);
    cast.remoteSays('isPausedChanged', true);
    cast.remoteSays('isMutedChanged', true);
    expect(lastView()?.playback).toEqual({ time: 50, paused: true, muted: true });
  });

  it('sends the controls to the device: play or pause, seek, mute, and volume that unmutes', () => {
    const cast = fakeCast();
    const { player } = fakePlayer(42);
    const controller = createCastController(cast.api, player);
    cast.startSession();
    controller.playOrPause();
    controller.seekTo(47);
    controller.muteOrUnmute();
    cast.remotePlayer.isMuted = true;
    controller.changeVolume(0.1);
    controller.changeVolume(1);
    expect(cast.commands).toEqual([
      'playOrPause',
      'seek 47',
      'muteOrUnmute',
      'volume 0.6',
      'muteOrUnmute',
      'volume 1.0',
      'muteOrUnmute',
    ]);
    expect(player.pause).toHaveBeenCalledOnce();
  });

  it('resumes where casting started when the device never said how far it got', () => {
    const cast = fakeCast();
    const { player } = fakePlayer(42);
    createCastController(cast.api, player);
    cast.startSession();
    cast.endSession();
    expect(player.resumeAt).toHaveBeenCalledExactlyOnceWith(42);
  });

  it('sends a newly opened video to a device already casting', async () => {
    const cast = fakeCast();
    cast.startSession();
    const { player, lastView } = fakePlayer(0);
    createCastController(cast.api, player);
    await vi.waitFor(() => expect(cast.loaded).toHaveLength(1));
    expect(lastView()?.device).toBe('Living Room TV');
  });

  it('opens the picker, or stops casting while a device plays; a closed picker is no failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cast = fakeCast();
    const { player } = fakePlayer();
    const controller = createCastController(cast.api, player);
    cast.context.requestSession.mockRejectedValueOnce('cancel');
    await controller.toggle();
    expect(cast.context.requestSession).toHaveBeenCalledOnce();
    expect(warn).not.toHaveBeenCalled();
    cast.startSession();
    await controller.toggle();
    expect(cast.context.endCurrentSession).toHaveBeenCalledExactlyOnceWith(true);
    expect(cast.context.requestSession).toHaveBeenCalledOnce();
  });

  it('hears nothing more once the player has gone', () => {
    const cast = fakeCast();
    const { player, lastView } = fakePlayer();
    createCastController(cast.api, player).destroy();
    cast.devices('NOT_CONNECTED');
    cast.startSession();
    cast.endSession();
    expect(lastView()?.available).toBe(false);
    expect(cast.loaded).toHaveLength(0);
    expect(player.resumeAt).not.toHaveBeenCalled();
  });
});
