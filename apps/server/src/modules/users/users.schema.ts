import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from '../../db/columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    /** argon2id; empty for accounts that only sign in with Google or Apple. */
    passwordHash: text('password_hash'),
    /** Normal 0, Free 1, Official 2, Creator 3. */
    accountType: integer('account_type').notNull().default(0),
    verified: boolean('verified').notNull().default(false),
    /** Set for Google or Apple sign-ups that still have to choose a display name. */
    nameRequired: boolean('name_required').notNull().default(false),
    avatarUrl: text('avatar_url').notNull().default(''),
    emailPreferences: jsonb('email_preferences')
      .$type<Record<string, boolean>>()
      .notNull()
      .default({ newsletter: true, newShows: true, greenlight: true }),
    pushNotificationType: text('push_notification_type').notNull().default('all'),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    registrationIp: text('registration_ip').notNull().default(''),
    deleteRequestedAt: timestamp('delete_requested_at', { withTimezone: true }),
    deleteReason: text('delete_reason'),
    deleteAfter: timestamp('delete_after', { withTimezone: true }),
    /** Set by staff: a banned account cannot sign in or renew a session until it is unbanned. */
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    banReason: text('ban_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_display_name_lower_unique').on(sql`lower(${table.displayName})`),
    index('users_registration_ip_created_idx').on(table.registrationIp, table.createdAt),
  ],
);

/** What is left of an erased account: no personal data, only why and when. */
export const accountErasures = pgTable('account_erasures', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id').notNull(),
  reason: text('reason').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

/** The member a row belongs to: it goes when the account is deleted. */
export const userIdColumn = () => belongsTo(uuid('user_id'), () => users.id);
