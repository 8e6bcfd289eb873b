import { z } from 'zod';
import { RowIdParamSchema } from './ids';

import { SEARCH_MAX_LENGTH } from './constants/content';
export { SEARCH_MAX_LENGTH } from './constants/content';

/** Artwork kinds; the hero is 21:9 on wide screens and hero-vertical (4:5) on phones (DESIGN.md, Layout). */
export const IMAGE_TYPES = ['packshot', 'packshot-vertical', 'hero', 'hero-vertical', 'thumbnail'] as const;
export const ImageSchema = z.object({ type: z.enum(IMAGE_TYPES), url: z.string() });
export type Image = z.infer<typeof ImageSchema>;

/** An episode or video as lists show it. */
export const MediaSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  showId: z.number().int(),
  showTitle: z.string(),
  showSlug: z.string(),
  seasonId: z.number().int().nullable(),
  seasonNumber: z.number().int().nullable(),
  episodeNumber: z.number().int().nullable(),
  durationSeconds: z.number().int(),
  publishedAt: z.string(),
  isFree: z.boolean(),
  tags: z.array(z.string()),
  images: z.array(ImageSchema),
});
export type MediaSummary = z.infer<typeof MediaSummarySchema>;

/** How far the member is into a video, in seconds, for the progress bar on its card. */
export const WatchProgressSchema = z.object({ currentTime: z.number(), totalTime: z.number() });
export type WatchProgress = z.infer<typeof WatchProgressSchema>;

/** A media item in a personal list; items the member has started carry their progress. */
export const MediaWithProgressSchema = MediaSummarySchema.extend({
  progress: WatchProgressSchema.optional(),
});
export type MediaWithProgress = z.infer<typeof MediaWithProgressSchema>;

export const SeasonSummarySchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  episodeCount: z.number().int(),
});

export const ShowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  images: z.array(ImageSchema),
  hasFreeMedia: z.boolean(),
  seasons: z.array(SeasonSummarySchema),
});
export type Show = z.infer<typeof ShowSchema>;

export const SeasonSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  description: z.string(),
  show: ShowSchema.pick({ id: true, slug: true, title: true, images: true }),
  media: z.array(MediaSummarySchema),
});
export type Season = z.infer<typeof SeasonSchema>;

export const BANNER_TYPES = [
  'latest-player',
  'show-banner',
  'external-link-banner',
  'internal-link-banner',
  'media-banner',
] as const;
export const BannerSchema = z.object({
  id: z.number().int(),
  type: z.enum(BANNER_TYPES),
  title: z.string(),
  text: z.string(),
  images: z.array(ImageSchema),
  url: z.string().nullable(),
  showId: z.number().int().nullable(),
  mediaId: z.number().int().nullable(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const SpecialChannelSchema = z.object({
  name: z.string(),
  title: z.string(),
  media: z.array(MediaSummarySchema),
});
export type SpecialChannel = z.infer<typeof SpecialChannelSchema>;

export const PROMO_IMAGE_ORIENTATIONS = ['vertical', 'narrow', 'horizontal', 'wide'] as const;
/** One promo picture: either an orientation (for art-directed crops) or type 'img' (a plain picture) is set. */
export const PromoImageSchema = z.object({
  orientation: z.enum(PROMO_IMAGE_ORIENTATIONS).nullable(),
  type: z.literal('img').nullable(),
  url: z.string(),
  alt: z.string(),
});
export type PromoImage = z.infer<typeof PromoImageSchema>;

export const PROMO_TEXT_TYPES = ['title', 'text', 'button'] as const;
/** One line of a promo; the nth button leads to the nth entry of the section's urls. */
export const PromoTextSchema = z.object({ type: z.enum(PROMO_TEXT_TYPES), text: z.string() });
export type PromoText = z.infer<typeof PromoTextSchema>;

export const PromoSectionSchema = z.object({
  name: z.string(),
  images: z.array(PromoImageSchema),
  text: z.array(PromoTextSchema),
  urls: z.array(z.string()),
});
export type PromoSection = z.infer<typeof PromoSectionSchema>;

const flagFromQuery = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

export const ChannelsQuerySchema = z.object({ hero: flagFromQuery, showFree: flagFromQuery });
export const ChannelsResponseSchema = z.object({
  hero: z.array(BannerSchema),
  shows: z.array(ShowSchema),
});

export const LatestQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const SearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type something to search for.').max(SEARCH_MAX_LENGTH),
  limit: z.coerce.number().int().min(1).max(50).default(24),
});
export const SearchResultsSchema = z.object({
  shows: z.array(ShowSchema),
  media: z.array(MediaSummarySchema),
});
export type SearchResults = z.infer<typeof SearchResultsSchema>;
export const IdParamsSchema = z.object({ id: RowIdParamSchema });
export const SlugParamsSchema = z.object({ slug: z.string().min(1).max(120) });
export const NameParamsSchema = z.object({ name: z.string().min(1).max(64) });

/** A personal row on the home page; the web app words its title from the name. */
export const UserChannelSchema = z.object({ name: z.string(), media: z.array(MediaWithProgressSchema) });
