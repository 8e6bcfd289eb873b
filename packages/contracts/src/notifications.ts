import { z } from 'zod';
import { RowIdParamSchema } from './ids';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from './constants/notifications';

export * from './constants/notifications';

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

const KindSwitchesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    NotificationKind,
    z.ZodBoolean
  >,
);

/** Which kinds each channel carries, and whether email comes at once or as one digest a day. */
export const NotificationSettingsSchema = z.object({
  email: KindSwitchesSchema,
  push: KindSwitchesSchema,
  emailDigest: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

export const FollowsSchema = z.object({
  showIds: z.array(z.number().int()),
  livestream: z.boolean(),
});
export type Follows = z.infer<typeof FollowsSchema>;

export const FollowShowParamsSchema = z.object({ showId: RowIdParamSchema });
export const FollowStateSchema = z.object({ following: z.boolean() });
export type FollowState = z.infer<typeof FollowStateSchema>;

/** The browser's PushSubscription as `toJSON()` gives it. */
export const PushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]+=*$/)
      .min(80)
      .max(100),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]+=*$/)
      .min(16)
      .max(32),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;
export const PushEndpointBodySchema = z.object({ endpoint: z.string().max(2048) });

export const PushKeySchema = z.object({ publicKey: z.string() });

export const UnsubscribeQuerySchema = z.object({ token: z.string().max(512) });
export const UnsubscribeAnswerSchema = z.object({ message: z.string() });

/** What a push notification carries to the service worker. */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a click opens, a path on this site. */
  url: string;
  /** Notifications of the same tag replace each other. */
  tag: string;
}

/** Console: how many follow each show and the livestream, and the latest sends. */
export const NotificationOverviewSchema = z.object({
  livestreamFollowers: z.number().int(),
  shows: z.array(z.object({ showId: z.number().int(), title: z.string(), followers: z.number().int() })),
  sends: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(NOTIFICATION_KINDS),
      target: z.string(),
      title: z.string(),
      createdAt: z.iso.datetime(),
      finishedAt: z.iso.datetime().nullable(),
      recipients: z.number().int(),
      emails: z.number().int(),
      pushes: z.number().int(),
      failures: z.number().int(),
    }),
  ),
});
export type NotificationOverview = z.infer<typeof NotificationOverviewSchema>;
