import type Hls from 'hls.js';
import type { AttachedEngine } from './attach-source';

/** hls.js loading one source, with or without a video element yet. */
interface LoadingHls {
  hls: Hls;
  /** Resolves once the playlist is parsed; rejects with a fatal error that comes first. */
  parsed: Promise<void>;
  /** Who hears the fatal errors that come once the playlist is parsed (one already come is told at once). */
  hearFatal(listener: (error: unknown) => void): void;
}

/** How long a source loaded ahead waits for its player; one not taken by then is let go. */
const AHEAD_WAIT_MS = 30_000;

/** Sources loading ahead of their player, by URL, until the player takes them. */
const loadingAhead = new Map<string, Promise<LoadingHls>>();

function startLoading(HlsClass: typeof Hls, url: string): LoadingHls {
  // The first segment loads before a video element is attached, so it is in when the player is.
  const hls = new HlsClass({ capLevelToPlayerSize: true, startFragPrefetch: true });
  let isParsed = false;
  let listener: ((error: unknown) => void) | undefined;
  const missed: unknown[] = [];
  const parsed = new Promise<void>((resolve, reject) => {
    hls.once(HlsClass.Events.MANIFEST_PARSED, () => {
      isParsed = true;
      resolve();
    });
    hls.on(HlsClass.Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      if (!isParsed) reject(data.error);
      else if (listener) listener(data.error);
      else missed.push(data.error);
    });
  });
  parsed.catch(() => undefined);
  hls.loadSource(url);
  return {
    hls,
    parsed,
    hearFatal: (next) => {
      listener = next;
      for (const error of missed.splice(0)) next(error);
    },
  };
}

/**
 * Starts loading `url`'s playlist and first segment while the video page's code and start-up still load, so the
 * player that attaches it finds them in.
 */
export function loadHlsAhead(url: string): void {
  if (loadingAhead.has(url)) return;
  const loading = import('hls.js').then(({ default: HlsClass }) => startLoading(HlsClass, url));
  loadingAhead.set(url, loading);
  loading.catch(() => loadingAhead.delete(url));
  setTimeout(() => {
    if (loadingAhead.get(url) !== loading) return;
    loadingAhead.delete(url);
    loading.then(({ hls }) => hls.destroy()).catch(() => undefined);
  }, AHEAD_WAIT_MS);
}

/** `url`'s loading started ahead, once, or a new one (none when the page left while hls.js loaded). */
async function takeOrStartLoading(url: string, signal: AbortSignal): Promise<LoadingHls> {
  const ahead = loadingAhead.get(url);
  loadingAhead.delete(url);
  if (ahead) return ahead;
  const { default: HlsClass } = await import('hls.js');
  signal.throwIfAborted();
  return startLoading(HlsClass, url);
}

/**
 * Plays `url` in `video` with hls.js, loaded here on first use so only the video page pays for it. An engine that
 * fails before its playlist is parsed, or whose `signal` aborts first, is destroyed and the promise rejects.
 */
export async function attachHlsJs(
  video: HTMLVideoElement,
  url: string,
  onFatal: (error: unknown) => void,
  signal: AbortSignal,
): Promise<AttachedEngine> {
  const { hls, parsed, hearFatal } = await takeOrStartLoading(url, signal);
  try {
    signal.throwIfAborted();
    hls.attachMedia(video);
    await new Promise<void>((resolve, reject) => {
      const abort = () => reject(signal.reason);
      signal.addEventListener('abort', abort, { once: true });
      parsed.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
    });
  } catch (error) {
    hls.destroy();
    throw error;
  }
  hearFatal(onFatal);
  return {
    levels: hls.levels.map(({ height }, index) => ({ index, height })),
    setLevel: (index) => {
      hls.currentLevel = index;
    },
    destroy: () => hls.destroy(),
  };
}
