/**
 * Low-latency settings: stay about 1.5 s behind the newest segment (one-second segments, so the player sits
 * roughly three seconds behind the camera), speed up a little when further behind, and jump back to the edge
 * past five seconds. The live latency benchmark (bench/live.ts) plays with the same settings.
 */
export const LIVE_HLS_CONFIG = {
  lowLatencyMode: true,
  liveSyncDuration: 1.5,
  liveMaxLatencyDuration: 5,
  maxLiveSyncPlaybackRate: 1.25,
  backBufferLength: 30,
  capLevelToPlayerSize: true,
} as const;
