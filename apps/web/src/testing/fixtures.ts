import type { RemoteConfig } from '@crewcast/contracts/config';
import type { MediaWithProgress, Show } from '@crewcast/contracts/content';
import type { Language, TranslationString } from '@crewcast/contracts/localisation';
import type { SiteSettings } from '@crewcast/contracts/site';
import type { FakeRoutes } from './fake-api';

/** A network with every feature flag off and nothing configured, changed per test as needed. */
export function remoteConfig(overrides: Partial<RemoteConfig> = {}): RemoteConfig {
  return {
    projectName: 'another-network',
    store_url: '',
    faq_url: '',
    makersplace_url: '',
    brands_url: '',
    ios_app_url: '',
    android_app_url: '',
    points_enabled: false,
    patreon_enabled: false,
    chromecast_enabled: false,
    device_management_limit: 5,
    join_page_price_cents: 799,
    forced_maintenance: false,
    language_settings_hidden: false,
    projects_enabled: false,
    learn_more_enabled: false,
    badges_enabled: false,
    livestream_enabled: false,
    games_bingo_enabled: false,
    browse_enabled: false,
    stripe_coupon_enabled: false,
    device_management_enabled: false,
    gift_subscriptions_enabled: false,
    beta_enabled: false,
    join_page_enabled: false,
    staff_two_factor_required: false,
    past_due_grace_days: 7,
    ...overrides,
  };
}

/** The two languages every network has (seeded by the server), plus German. */
export const LANGUAGES: Language[] = [
  { id: 1, code: 'en-GB', altCodes: ['en-IE', 'en-AU', 'en-NZ'], name: 'English (UK)' },
  { id: 4, code: 'en-US', altCodes: ['en', 'en-CA'], name: 'English (US)' },
  { id: 7, code: 'de', altCodes: ['de-AT'], name: 'Deutsch' },
];

export function translations(texts: Record<string, string>): TranslationString[] {
  return Object.entries(texts).map(([stringSlug, text]) => ({
    stringSlug,
    text,
    fallBackLanguageTranslation: text,
    requiresTranslation: false,
  }));
}

/** An episode as the catalog lists it: the `id`th of season 10 of show 1, Night Shift, ten minutes long. */
export function episodeSummary(
  id: number,
  title: string,
  extra: Partial<MediaWithProgress> = {},
): MediaWithProgress {
  return {
    id,
    title,
    description: '',
    showId: 1,
    showTitle: 'Night Shift',
    showSlug: 'night-shift',
    seasonId: 10,
    seasonNumber: 1,
    episodeNumber: id,
    durationSeconds: 600,
    publishedAt: '2026-01-01T00:00:00.000Z',
    isFree: false,
    tags: [],
    images: [],
    ...extra,
  };
}

/** The show episodeSummary's episodes belong to, with one season of two episodes. */
export function nightShiftShow(extra: Partial<Show> = {}): Show {
  return {
    id: 1,
    slug: 'night-shift',
    title: 'Night Shift',
    description: 'Night owls make a show.',
    tags: [],
    images: [],
    hasFreeMedia: true,
    seasons: [{ id: 10, number: 1, title: 'Season 1', episodeCount: 2 }],
    ...extra,
  };
}

/** The console's site settings as read, and as answered once the setting `name` is saved as `value`. */
export function siteSettingsRoutes(
  settings: SiteSettings,
  name: keyof RemoteConfig,
  value: unknown,
): FakeRoutes {
  return {
    'GET /v1/admin/site/settings': settings,
    [`PUT /v1/admin/site/settings/${name}`]: { ...settings, values: { ...settings.values, [name]: value } },
  };
}
