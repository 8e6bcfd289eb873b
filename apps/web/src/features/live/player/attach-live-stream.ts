import { LIVE_HLS_CONFIG } from './live-hls-config';

/** A live stream playing in a video element. */
export interface LiveEngine {
  /** Where the live edge is now (the position to jump to when going live), or null when unknown. */
  livePosition(): number | null;
  destroy(): void;
}

/**
 * Plays a live HLS playlist: hls.js (loaded here, on first use, so only the live page pays for it) wherever Media
 * Source Extensions exist, the browser's own HLS elsewhere (Safari on iPhone). `onFatal` hears of errors the
 * engine cannot recover from.
 */
export async function attachLiveStream(
  video: HTMLVideoElement,
  url: string,
  onFatal: (error: unknown) => void,
): Promise<LiveEngine> {
  const mediaSource = 'MediaSource' in window || 'ManagedMediaSource' in window;
  if (!mediaSource && video.canPlayType('application/vnd.apple.mpegurl')) {
    video.src = url;
    return {
      livePosition: () => (video.seekable.length > 0 ? video.seekable.end(video.seekable.length - 1) : null),
      destroy: () => video.removeAttribute('src'),
    };
  }
  const { default: Hls } = await import('hls.js');
  const hls = new Hls(LIVE_HLS_CONFIG);
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal(data.error);
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return { livePosition: () => hls.liveSyncPosition, destroy: () => hls.destroy() };
}

/** Behind by more than this (or paused), the player offers to go back to live. */
export const BEHIND_LIVE_SECONDS = 6;

/** Whether the "Go live" button shows: after pausing, or when playback has fallen well behind the edge. */
export function offersGoLive(state: { paused: boolean; currentTime: number; livePosition: number | null }) {
  if (state.paused) return true;
  return state.livePosition !== null && state.livePosition - state.currentTime > BEHIND_LIVE_SECONDS;
}
