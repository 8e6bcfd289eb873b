import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { userIdColumn } from '../users/users.schema';

/** One row per refresh token; a renew replaces it with the next one in the same family. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    familyId: uuid('family_id').notNull(),
    deviceIdentifier: text('device_identifier').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sessions_refresh_token_hash_unique').on(table.refreshTokenHash),
    index('sessions_family_idx').on(table.familyId),
    index('sessions_user_idx').on(table.userId),
  ],
);

/**
 * Single-use codes sent by mail: email verification links, and the six-digit password reset and email change codes.
 * A member has at most one live code of each kind: a new one, or too many wrong tries, spends the others.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    purpose: text('purpose').$type<'verify-email' | 'reset-password' | 'change-email'>().notNull(),
    /** scrypt of a typed code with its salt; sha256 of a verification link's long random token (no salt). */
    codeHash: text('code_hash').notNull(),
    salt: text('salt'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** The new address, for an email change. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Used, replaced by a newer code, or spent by wrong tries. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('one_time_codes_lookup_idx').on(table.purpose, table.codeHash),
    index('one_time_codes_user_idx').on(table.userId, table.purpose),
  ],
);

/**
 * Password tries counted per account and source: a device the account has signed in on, or else the address.
 * A stranger's wrong guesses lock out only their own address, never the owner's known devices.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    userId: userIdColumn(),
    /** `device:<identifier>` or `address:<ip>`. */
    source: text('source').notNull(),
    attempts: integer('attempts').notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.source] })],
);

/** Google and Apple accounts linked to a user. */
export const identities = pgTable(
  'identities',
  {
    provider: text('provider').$type<'google' | 'apple'>().notNull(),
    subject: text('subject').notNull(),
    userId: userIdColumn(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('identities_provider_subject_unique').on(table.provider, table.subject)],
);
