/**
 * The plain values of config.ts, kept apart from its schemas so that the web app imports them without zod;
 * config.ts re-exports them.
 */
/** Flags that add routes to the web app when on (SPEC section 2). */
export const FEATURE_FLAGS = [
  'projects_enabled',
  'learn_more_enabled',
  'badges_enabled',
  'livestream_enabled',
  'games_bingo_enabled',
  'browse_enabled',
  'stripe_coupon_enabled',
  'device_management_enabled',
  'gift_subscriptions_enabled',
  'beta_enabled',
  'join_page_enabled',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Host kinds of SPEC section 7; each gets its own base URL in the runtime config. */
export const HOST_KINDS = [
  'images',
  'user',
  'userCache',
  'kms',
  'content',
  'contentCache',
  'payment',
  'websocket',
] as const;
export type HostKind = (typeof HOST_KINDS)[number];

/** The window property /runtime-config.js sets. */
export const RUNTIME_CONFIG_GLOBAL = '__CREWCAST_RUNTIME__';

/** Theme variables the remote CSS may set (DESIGN.md). */
export const THEME_VARIABLES = [
  '--cc-bg',
  '--cc-surface',
  '--cc-surface-2',
  '--cc-text',
  '--cc-text-muted',
  '--cc-accent',
  '--cc-accent-text',
  '--cc-danger',
  '--cc-radius',
  '--cc-font',
] as const;
