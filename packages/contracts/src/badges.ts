import { z } from 'zod';

import { BADGES_MAX } from './constants/badges';
export { BADGES_MAX } from './constants/badges';

/**
 * How a badge type is earned: with the annual plan, after a year as a subscriber, by account type (staff and
 * creator, computed and never stored), or by staff granting it.
 */
export const BADGE_EARNED_BY = ['annual', 'anniversary', 'staff', 'creator', 'granted'] as const;
export type BadgeEarnedBy = (typeof BADGE_EARNED_BY)[number];

/** Ownership that follows the account type rather than a grant. */
export const COMPUTED_BADGE_EARNINGS: readonly BadgeEarnedBy[] = ['staff', 'creator'];

export const BadgeTypeSlugSchema = z
  .string()
  .regex(
    /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/,
    'Use 1 to 32 lower-case letters, digits and dashes, starting and ending with a letter or digit.',
  );

/** The path of a badge type's image on the image host; `v` names the image version, so it may be cached for good. */
export const badgeImagePath = (type: string, version: number) =>
  `/badges/${encodeURIComponent(type)}.png?v=${version}`;

/** SPEC section 3, "Badge": a chosen badge and its place (1 to 3) beside the member's name. */
export const BadgeSchema = z.object({ type: z.string(), order: z.number().int() });
export type Badge = z.infer<typeof BadgeSchema>;

/** A badge type as members see it. */
export const BadgeTypeSchema = z.object({
  type: z.string(),
  name: z.string(),
  description: z.string(),
  /** What a member does to earn it, shown beside badges they do not own. */
  howToEarn: z.string(),
  earnedBy: z.enum(BADGE_EARNED_BY),
  /** On the image host: prefix it with the host's base URL. */
  imageUrl: z.string(),
});
export type BadgeType = z.infer<typeof BadgeTypeSchema>;

/** One badge of GET /v1/badges/all: whether the member owns it, and its place among the chosen (null if not chosen). */
export const BadgeOptionSchema = BadgeTypeSchema.extend({
  owned: z.boolean(),
  order: z.number().int().nullable(),
});
export type BadgeOption = z.infer<typeof BadgeOptionSchema>;

export const BadgeOptionsSchema = z.object({ badges: z.array(BadgeOptionSchema) });
export type BadgeOptions = z.infer<typeof BadgeOptionsSchema>;

/**
 * POST /v1/badges: the badge types to show, in order (first = order 1). At most three, each owned and named
 * once; an empty list shows none.
 */
export const ChooseBadgesBodySchema = z.object({
  badges: z.array(z.string().max(64)).max(BADGES_MAX, `Choose at most ${BADGES_MAX} badges.`),
});
export type ChooseBadgesBody = z.infer<typeof ChooseBadgesBodySchema>;

// The console (/v1/admin/badges).

export const BADGE_IMAGE_TYPES = ['image/png', 'image/svg+xml'] as const;
/** Uploaded badge images: at most this many bytes before base64. */
export const BADGE_IMAGE_MAX_BYTES = 256 * 1024;

/** An uploaded image, base64 in the JSON body (PNG, or SVG that the server renders to a 128 x 128 PNG). */
export const BadgeImageUploadSchema = z.object({
  contentType: z.enum(BADGE_IMAGE_TYPES, 'Upload a PNG or SVG image.'),
  data: z
    .string()
    .max(Math.ceil(BADGE_IMAGE_MAX_BYTES / 3) * 4, 'The image is larger than 256 KB.')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The image is not base64.'),
});
export type BadgeImageUpload = z.infer<typeof BadgeImageUploadSchema>;

const badgeText = (max: number, what: string) =>
  z.string().trim().min(1, `Give the badge ${what}.`).max(max, `Keep it to ${max} characters.`);

export const BadgeTextFieldsSchema = z.object({
  name: badgeText(40, 'a name'),
  description: badgeText(200, 'a description'),
  howToEarn: badgeText(200, 'a line on how to earn it'),
});

export const CreateBadgeTypeBodySchema = BadgeTextFieldsSchema.extend({
  type: BadgeTypeSlugSchema,
  image: BadgeImageUploadSchema,
});
export type CreateBadgeTypeBody = z.infer<typeof CreateBadgeTypeBodySchema>;

/** Only the fields given change; a new image gets a new version (and URL). */
export const UpdateBadgeTypeBodySchema = BadgeTextFieldsSchema.partial().extend({
  image: BadgeImageUploadSchema.optional(),
});
export type UpdateBadgeTypeBody = z.infer<typeof UpdateBadgeTypeBodySchema>;

export const AdminBadgeTypeSchema = BadgeTypeSchema.extend({
  imageVersion: z.number().int(),
  /** Members holding a stored grant (computed badges have none). */
  holders: z.number().int(),
});
export type AdminBadgeType = z.infer<typeof AdminBadgeTypeSchema>;

export const AdminBadgeTypesSchema = z.object({ badges: z.array(AdminBadgeTypeSchema) });

export const BadgeTypeParamsSchema = z.object({ type: BadgeTypeSlugSchema });

export const GrantBadgeBodySchema = z.object({
  /** The member's email address or member id. */
  member: z.string().trim().min(1, 'Give an email address or member id.').max(254),
  reason: z.string().trim().max(200).default('Granted by staff'),
});
export type GrantBadgeBody = z.input<typeof GrantBadgeBodySchema>;

export const BadgeHolderSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  reason: z.string(),
  created: z.string(),
});
export type BadgeHolder = z.infer<typeof BadgeHolderSchema>;

export const BadgeHoldersSchema = z.object({ holders: z.array(BadgeHolderSchema) });
export type BadgeHolders = z.infer<typeof BadgeHoldersSchema>;

export const BadgeHolderParamsSchema = BadgeTypeParamsSchema.extend({ userId: z.uuid('Not a member id.') });
