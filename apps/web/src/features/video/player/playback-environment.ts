/**
 * What this browser can play with, kept apart from the player so the video route can start loading hls.js from
 * the app's entry chunk.
 */

export type EngineKind = 'native' | 'hls.js' | 'dash.js';

export interface PlaybackEnvironment {
  /** The browser plays HLS itself (canPlayType). */
  nativeHls: boolean;
  /** Media Source Extensions, which hls.js and dash.js need. */
  mediaSource: boolean;
  /** Safari, whose own HLS player is the one to use there. */
  safari: boolean;
}

/** What plays HLS here: Safari's own player there (or where MSE is missing), hls.js wherever MSE exists. */
export function hlsEngine(env: PlaybackEnvironment): EngineKind | null {
  if (env.nativeHls && (env.safari || !env.mediaSource)) return 'native';
  return env.mediaSource ? 'hls.js' : null;
}

export function browserPlaybackEnvironment(video: HTMLVideoElement): PlaybackEnvironment {
  return {
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
    mediaSource: 'MediaSource' in window || 'ManagedMediaSource' in window,
    safari: navigator.vendor.includes('Apple'),
  };
}

/**
 * Starts loading hls.js's code where it would play HLS, before the sources are known: every media has an HLS
 * source, so the code is in when the session answers.
 */
export function preloadHlsJs(): void {
  if (hlsEngine(browserPlaybackEnvironment(document.createElement('video'))) === 'hls.js')
    import('hls.js').catch(() => undefined);
}
