import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, updatedAt } from '../../db/columns';
import { showIdColumn } from '../content/content.schema';
import { userIdColumn } from '../users/users.schema';

/** Members following a show; the fan-out walks a show's followers in user-id order. */
export const showFollows = pgTable(
  'show_follows',
  {
    showId: showIdColumn(),
    userId: userIdColumn(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.showId, table.userId] }),
    index('show_follows_user_idx').on(table.userId),
  ],
);

/** Members following the livestream (every stream the site runs). */
export const livestreamFollows = pgTable('livestream_follows', {
  userId: userIdColumn().primaryKey(),
  createdAt: createdAt(),
});

/** Which kinds each channel carries for a member; a member without a row has every kind off. */
export const notificationSettings = pgTable('notification_settings', {
  userId: userIdColumn().primaryKey(),
  emailKinds: text('email_kinds').array().notNull().default([]),
  pushKinds: text('push_kinds').array().notNull().default([]),
  /** Email gathered into one mail a day rather than sent at once. */
  emailDigest: boolean('email_digest').notNull().default(false),
  updatedAt: updatedAt(),
});

/** A browser's Web Push subscription; gone when the push service says it has expired. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: userIdColumn(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/** One notification sent to everyone it concerns; `target` names what it is about, once only. */
export const notificationSends = pgTable(
  'notification_sends',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** `show:<id>` for an episode's show, `livestream:<id>`, `battle:<id>`; with `key`, sent once. */
    target: text('target').notNull(),
    /** What makes this send unique for its target: the episode, the stream's start, the battle's phase. */
    key: text('key').notNull().unique(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The page it opens, a path on this site. */
    url: text('url').notNull(),
    recipients: integer('recipients').notNull().default(0),
    emails: integer('emails').notNull().default(0),
    pushes: integer('pushes').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('notification_sends_created_idx').on(table.createdAt)],
);

/** Notifications waiting for a member's daily digest mail. */
export const notificationDigestItems = pgTable(
  'notification_digest_items',
  {
    userId: userIdColumn(),
    sendId: belongsTo(integer('send_id'), () => notificationSends.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.sendId] })],
);

/**
 * Each member's share of a send, one row a channel (`email`, `digest`, `push`), claimed before it is sent: a batch
 * run again after a retry sends only what no attempt before it claimed.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    sendId: belongsTo(integer('send_id'), () => notificationSends.id),
    userId: userIdColumn(),
    channel: text('channel').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.sendId, table.channel] })],
);
