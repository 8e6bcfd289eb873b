/**
 * Low-latency settings: stay about 1 s behind the end of the newest segment (one-second segments, so the player
 * sits two to three seconds behind the camera), play up to 1.5 times as fast to catch up when further behind,
 * and jump back to the edge past five seconds. The live latency benchmark (bench/live.ts) plays with the same
 * settings.
 */
export const LIVE_HLS_CONFIG = {
  lowLatencyMode: true,
  liveSyncDuration: 1,
  liveMaxLatencyDuration: 5,
  maxLiveSyncPlaybackRate: 1.5,
  backBufferLength: 30,
  capLevelToPlayerSize: true,
} as const;
