import { z } from 'zod';
import {
  BANNER_TYPES,
  BannerSchema,
  IMAGE_TYPES,
  ImageSchema,
  PromoSectionSchema,
  SeasonSchema,
  ShowSchema,
} from './content';
import { RowIdParamSchema, RowIdSchema } from './ids';

export { UPLOAD_METADATA } from './constants/catalog';

/** The console's catalog (`/v1/admin/catalog`) and home curation (`/v1/admin/curation`). */

export const VIDEO_STATES = ['none', 'queued', 'processing', 'ready', 'failed'] as const;
/** An episode's video: none until an upload finishes, then through the transcode to ready (or failed). */
export const VideoStateSchema = z.object({
  status: z.enum(VIDEO_STATES),
  percent: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  captions: z.array(z.object({ language: z.string(), label: z.string() })),
});
export type VideoState = z.infer<typeof VideoStateSchema>;

export const AdminEpisodeSchema = z.object({
  id: z.number().int(),
  showId: z.number().int(),
  seasonId: z.number().int().nullable(),
  episodeNumber: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  isFree: z.boolean(),
  /** Empty while unpublished; a future time while scheduled. */
  publishedAt: z.string().nullable(),
  durationSeconds: z.number().int(),
  images: z.array(ImageSchema),
  /** Members see it: published, the time has come and the video is ready. */
  listed: z.boolean(),
  video: VideoStateSchema,
});
export type AdminEpisode = z.infer<typeof AdminEpisodeSchema>;

export const AdminSeasonSchema = SeasonSchema.pick({
  id: true,
  number: true,
  title: true,
  description: true,
}).extend({
  episodes: z.array(AdminEpisodeSchema),
});
export type AdminSeason = z.infer<typeof AdminSeasonSchema>;

export const AdminShowSummarySchema = ShowSchema.omit({ hasFreeMedia: true, seasons: true }).extend({
  seasonCount: z.number().int(),
  episodeCount: z.number().int(),
  listedCount: z.number().int(),
});
export type AdminShowSummary = z.infer<typeof AdminShowSummarySchema>;

export const AdminShowSchema = AdminShowSummarySchema.extend({ seasons: z.array(AdminSeasonSchema) });
export type AdminShow = z.infer<typeof AdminShowSchema>;

const title = z.string().trim().min(1, 'Give it a title.').max(120, 'At most 120 characters.');
const description = z.string().trim().max(2000, 'At most 2,000 characters.').default('');

export const ShowBodySchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and single dashes, such as night-shift.')
    .max(60, 'At most 60 characters.'),
  title,
  description,
  tags: z.array(z.string().trim().min(1).max(40)).max(20, 'At most 20 tags.').default([]),
});
export type ShowBody = z.infer<typeof ShowBodySchema>;

export const SeasonBodySchema = z.object({ title, description });
export type SeasonBody = z.infer<typeof SeasonBodySchema>;

export const EpisodeBodySchema = z.object({
  title,
  description,
  isFree: z.boolean().default(false),
  /** Empty keeps it unpublished; a future time schedules it. */
  publishedAt: z.iso
    .datetime({ offset: true, message: 'A date and time such as 2026-12-01T18:00:00Z.' })
    .nullable(),
});
export type EpisodeBody = z.infer<typeof EpisodeBodySchema>;

const uniqueIds = (what: string) =>
  z
    .array(RowIdSchema)
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, `Each ${what} once.`);

export const ShowOrderBodySchema = z.object({ showIds: uniqueIds('show') });
export const EpisodeOrderBodySchema = z.object({ mediaIds: uniqueIds('episode') });
export const BannerOrderBodySchema = z.object({ bannerIds: uniqueIds('banner') });

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The largest picture accepted, in bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ImageUploadBodySchema = z.object({
  contentType: z.enum(IMAGE_CONTENT_TYPES),
  /** The file's bytes, base64. */
  data: z
    .string()
    .min(1)
    .max(Math.ceil(MAX_IMAGE_BYTES / 3) * 4, 'The picture is larger than 5 MB.')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Not base64.'),
});
export type ImageUploadBody = z.infer<typeof ImageUploadBodySchema>;

export const CaptionsBodySchema = z.object({
  language: z.string().regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{1,8})*$/, 'A language tag such as en or pt-BR.'),
  label: z.string().trim().min(1, 'Name the track, such as English.').max(100),
  vtt: z
    .string()
    .min(1)
    .max(512 * 1024, 'The captions file is larger than 512 KB.'),
});
export type CaptionsBody = z.infer<typeof CaptionsBodySchema>;

export const ShowParamsSchema = z.object({ showId: RowIdParamSchema });
export const SeasonParamsSchema = z.object({ seasonId: RowIdParamSchema });
export const EpisodeParamsSchema = z.object({ mediaId: RowIdParamSchema });
export const ShowImageParamsSchema = ShowParamsSchema.extend({ type: z.enum(IMAGE_TYPES) });
export const EpisodeImageParamsSchema = EpisodeParamsSchema.extend({ type: z.enum(IMAGE_TYPES) });
export const BannerParamsSchema = z.object({ bannerId: RowIdParamSchema });
export const CurationNameParamsSchema = z.object({
  name: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and dashes.')
    .max(64),
});

export const UPLOAD_TARGETS = ['episode', 'project'] as const;
export type UploadTargetKind = (typeof UPLOAD_TARGETS)[number];

export const AdminBannerSchema = BannerSchema.extend({ active: z.boolean() });
export type AdminBanner = z.infer<typeof AdminBannerSchema>;

export const BannerBodySchema = z.object({
  type: z.enum(BANNER_TYPES),
  title,
  text: z.string().trim().max(500).default(''),
  images: z.array(ImageSchema).max(5).default([]),
  url: z.string().trim().max(2000).nullable().default(null),
  showId: RowIdSchema.nullable().default(null),
  mediaId: RowIdSchema.nullable().default(null),
  active: z.boolean().default(true),
});
export type BannerBody = z.infer<typeof BannerBodySchema>;

export const AdminSpecialChannelSchema = z.object({
  name: z.string(),
  title: z.string(),
  mediaIds: z.array(z.number().int()),
});
export type AdminSpecialChannel = z.infer<typeof AdminSpecialChannelSchema>;

export const SpecialChannelBodySchema = z.object({
  title,
  mediaIds: z
    .array(RowIdSchema)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'Each episode once.'),
});
export type SpecialChannelBody = z.infer<typeof SpecialChannelBodySchema>;

export const PromoSectionBodySchema = PromoSectionSchema.omit({ name: true });
export type PromoSectionBody = z.infer<typeof PromoSectionBodySchema>;

export const CurationSchema = z.object({
  banners: z.array(AdminBannerSchema),
  specialChannels: z.array(AdminSpecialChannelSchema),
  promoSections: z.array(PromoSectionSchema),
});
export type Curation = z.infer<typeof CurationSchema>;
