import type { RemoteConfig } from '@crewcast/contracts/config';

/** What a new network starts with; operators change rows in remote_config_settings. */
export const defaultRemoteConfig: RemoteConfig = {
  projectName: 'crewcast',
  store_url: '',
  faq_url: '',
  makersplace_url: '',
  brands_url: '',
  ios_app_url: '',
  android_app_url: '',
  points_enabled: true,
  patreon_enabled: false,
  chromecast_enabled: false,
  device_management_limit: 5,
  join_page_price_cents: 799,
  forced_maintenance: false,
  language_settings_hidden: false,
  projects_enabled: true,
  learn_more_enabled: true,
  badges_enabled: true,
  livestream_enabled: true,
  games_bingo_enabled: true,
  browse_enabled: true,
  stripe_coupon_enabled: true,
  device_management_enabled: true,
  gift_subscriptions_enabled: true,
  beta_enabled: false,
  join_page_enabled: true,
  staff_two_factor_required: false,
  // A week covers the first two renewal retries (days 1 and 4) and a member fixing their card after the failure
  // mail, without giving away the whole retry schedule (the last retry is on day 9).
  past_due_grace_days: 7,
};

/** DESIGN.md's theme; the remote CSS overrides these per network. */
export const defaultTheme: Record<string, string> = {
  '--cc-bg': '#0b0b0f',
  '--cc-surface': '#16161d',
  '--cc-surface-2': '#22222c',
  '--cc-text': '#f4f4f6',
  '--cc-text-muted': '#a2a2b0',
  '--cc-accent': '#2fd17a',
  '--cc-accent-text': '#04120a',
  '--cc-danger': '#ff5a5f',
  '--cc-radius': '10px',
  '--cc-font': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
};
