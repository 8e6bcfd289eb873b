import { z } from 'zod';
import { HOST_KINDS } from './constants/config';

export {
  FEATURE_FLAGS,
  HOST_KINDS,
  RUNTIME_CONFIG_GLOBAL,
  THEME_VARIABLES,
  type FeatureFlag,
  type HostKind,
} from './constants/config';

const flag = z.boolean();
const WEB_ADDRESS = 'must be empty or an http:// or https:// address';
/** A link the apps open: empty, or http(s) only, so no javascript: or data: address can run in the page. */
const optionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/, error: WEB_ADDRESS })], {
  error: WEB_ADDRESS,
});

export const RemoteConfigSchema = z.object({
  projectName: z.string().min(1),
  store_url: optionalUrl,
  faq_url: optionalUrl,
  makersplace_url: optionalUrl,
  brands_url: optionalUrl,
  ios_app_url: optionalUrl,
  android_app_url: optionalUrl,
  points_enabled: flag,
  patreon_enabled: flag,
  /** The player offers Chromecast through Google's Cast sender SDK, a script the site's pages then load. */
  chromecast_enabled: flag,
  device_management_limit: z.number().int().min(1).max(100),
  /** The monthly price the join page states, in US cents (SPEC section 9: $7.99). */
  join_page_price_cents: z.number().int().min(0),
  forced_maintenance: flag,
  language_settings_hidden: flag,
  projects_enabled: flag,
  learn_more_enabled: flag,
  badges_enabled: flag,
  livestream_enabled: flag,
  games_bingo_enabled: flag,
  browse_enabled: flag,
  stripe_coupon_enabled: flag,
  device_management_enabled: flag,
  gift_subscriptions_enabled: flag,
  beta_enabled: flag,
  join_page_enabled: flag,
  /** Official and Creator accounts need a second factor, used at sign-in, before the console opens. */
  staff_two_factor_required: flag,
  /** Days a subscription whose renewal failed keeps access while the payment is retried (0: none). */
  past_due_grace_days: z.number().int().min(0).max(30),
});
export type RemoteConfig = z.infer<typeof RemoteConfigSchema>;
export type RemoteConfigKey = keyof RemoteConfig;

/** What the server hands the web app before it starts (served as /runtime-config.js). */
export const RuntimeConfigSchema = z.object({
  hosts: z.record(z.enum(HOST_KINDS), z.string()),
  environment: z.object({ name: z.string(), projectsEnabled: z.boolean(), websocket: z.boolean() }),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
