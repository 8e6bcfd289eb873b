import type { PlaybackSession } from '@crewcast/contracts/playback';
import { attachHlsJs, loadHlsAhead } from './hls-engine';
import {
  browserPlaybackEnvironment,
  hlsEngine,
  type EngineKind,
  type PlaybackEnvironment,
} from './playback-environment';

type Source = PlaybackSession['sources'][number];

export interface EngineChoice {
  engine: EngineKind;
  source: Source;
}

/** HLS as hlsEngine plays it, dash.js only for DASH-only media. */
export function chooseEngine(sources: readonly Source[], env: PlaybackEnvironment): EngineChoice | null {
  const hls = sources.find(({ format }) => format === 'hls');
  const dash = sources.find(({ format }) => format === 'dash');
  const engine = hlsEngine(env);
  if (hls && engine) return { engine, source: hls };
  if (dash && env.mediaSource) return { engine: 'dash.js', source: dash };
  return null;
}

export interface QualityLevel {
  index: number;
  height: number;
}

/** The engine playing a source in a video element, as the player's controls see it. */
export interface AttachedEngine {
  /** Renditions to choose from; empty when the browser picks by itself. */
  levels: QualityLevel[];
  /** -1 means automatic. */
  setLevel(index: number): void;
  destroy(): void;
}

export class UnsupportedPlaybackError extends Error {
  constructor() {
    super('This browser can play none of the sources');
    this.name = 'UnsupportedPlaybackError';
  }
}

/**
 * Starts loading the engine `attachSource` will play these sources with, ahead of the player: for hls.js, the
 * playlist and first segment too.
 */
export function preloadEngine(sources: readonly Source[]): void {
  const choice = chooseEngine(sources, browserPlaybackEnvironment(document.createElement('video')));
  if (choice?.engine === 'hls.js') loadHlsAhead(choice.source.url);
  if (choice?.engine === 'dash.js') import('dashjs').catch(() => undefined);
}

/**
 * Plays the best source in `video`. hls.js and dash.js are loaded here, on first use, so only the video page
 * pays for them. `onFatal` hears of errors the engine cannot recover from once it plays; an engine that fails
 * before it is ready, or whose `signal` aborts first, is torn down and the promise rejects.
 */
export async function attachSource(
  video: HTMLVideoElement,
  sources: readonly Source[],
  onFatal: (error: unknown) => void,
  signal: AbortSignal,
): Promise<AttachedEngine> {
  const choice = chooseEngine(sources, browserPlaybackEnvironment(video));
  if (!choice) throw new UnsupportedPlaybackError();
  switch (choice.engine) {
    case 'native':
      video.src = choice.source.url;
      return { levels: [], setLevel: () => undefined, destroy: () => video.removeAttribute('src') };
    case 'hls.js':
      return attachHlsJs(video, choice.source.url, onFatal, signal);
    case 'dash.js':
      return attachDashJs(video, choice.source.url, onFatal, signal);
  }
}

async function attachDashJs(
  video: HTMLVideoElement,
  url: string,
  onFatal: (error: unknown) => void,
  signal: AbortSignal,
): Promise<AttachedEngine> {
  const { MediaPlayer } = await import('dashjs');
  signal.throwIfAborted();
  const player = MediaPlayer().create();
  player.on('error', (event) => onFatal(event));
  player.initialize(video, url, false);
  return { levels: [], setLevel: () => undefined, destroy: () => player.reset() };
}
