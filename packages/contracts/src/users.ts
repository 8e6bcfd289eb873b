import { z } from 'zod';
import { CurrentPasswordSchema } from './account';
import { BadgeSchema } from './badges';

import { EMAIL_PREFERENCE_KEYS, PUSH_NOTIFICATION_TYPES } from './constants/users';
export {
  EMAIL_PREFERENCE_KEYS,
  PUSH_NOTIFICATION_TYPES,
  ACCOUNT_DELETION_GRACE_DAYS,
} from './constants/users';

/** What GET /v1/userinfo/query?select= may ask for (SPEC section 7). */
export const USER_INFO_SELECTS = [
  'avatar',
  'email',
  'preferences',
  'points',
  'subscription',
  'userid',
  'subscription-extended',
  'hash',
  'patreon',
  'subscription-status',
  'watch-later',
] as const;
export type UserInfoSelect = (typeof USER_INFO_SELECTS)[number];

export const UserInfoQuerySchema = z.object({
  select: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(USER_INFO_SELECTS))),
});

const nullableDate = z.string().nullable();

/** User info of SPEC section 3; each select word fills its own fields. */
export const UserInfoSchema = z
  .object({
    avatar: z.string(),
    avatarUrl: z.string(),
    /** The image of the first chosen badge ('' when none is chosen). */
    badgeUrl: z.string(),
    /** The chosen badges, in order (SPEC section 3, "Badge"). */
    badges: z.array(BadgeSchema),
    displayName: z.string(),
    email: z.string(),
    hash: z.string(),
    uid: z.string(),
    userid: z.string(),
    userId: z.string(),
    userCreated: z.string(),
    verified: z.boolean(),
    nameRequired: z.boolean(),
    preferences: z.record(z.string(), z.unknown()),
    preferencesSet: z.boolean(),
    queryList: z.array(z.string()),
    hasSubscription: z.boolean(),
    hasPatreon: z.boolean(),
    subscription: z.string().nullable(),
    subscriptionId: z.string().nullable(),
    subscriptionType: z.string().nullable(),
    subscriptionCancelled: z.boolean(),
    subscriptionEndDate: nullableDate,
    automaticRenewal: z.boolean(),
    plan: z.string().nullable(),
    planId: z.string().nullable(),
    isInTrial: z.boolean(),
    canUpdatePlan: z.boolean(),
    streamLimit: z.number().int(),
    streamsRemaining: z.number().int(),
    accountType: z.number().int(),
    deleteRequest: z
      .object({ requestedAt: z.string(), deleteAfter: z.string(), reason: z.string() })
      .nullable(),
    points: z.number().int(),
    pointsAvailable: z.number().int(),
    pointsGained: z.number().int(),
    pointsSpent: z.number().int(),
    notificationsEnabled: z.boolean(),
    /** The episodes saved to watch later, most recently saved first (select word watch-later). */
    watchLater: z.array(z.number().int()),
  })
  .partial();
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const DisplayNameBodySchema = z.object({ displayName: z.string() });
export const EmailBodySchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  password: CurrentPasswordSchema,
});

export const EmailPreferencesSchema = z.object(
  Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((key) => [key, z.boolean()])) as Record<
    (typeof EMAIL_PREFERENCE_KEYS)[number],
    z.ZodBoolean
  >,
);
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;

export const PushNotificationTypeSchema = z.object({ pushNotificationType: z.enum(PUSH_NOTIFICATION_TYPES) });

export const VerifyAccountBodySchema = z.object({ authToken: z.string().min(1), displayName: z.string() });
export const EmailVerifyBodySchema = z.object({ token: z.string().trim().min(1).max(128) });
export const DeleteAccountQuerySchema = z.object({ reason: z.string().trim().max(500).default('') });
export const DeleteAccountBodySchema = z.object({ password: CurrentPasswordSchema });
export const CancelDeleteQuerySchema = z.object({ userId: z.uuid() });
