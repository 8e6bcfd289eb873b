import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { userIdColumn } from '../users/users.schema';

/** A member's authenticator-app secret; it counts as a second factor once a code has confirmed it. */
export const totpSecrets = pgTable('two_factor_totp', {
  userId: userIdColumn().primaryKey(),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The 30-second step of the last code accepted: a code is good once. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

/** Single-use recovery codes, stored as salted slow hashes (crypto/salted-codes). */
export const recoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('two_factor_recovery_codes_user_idx').on(table.userId)],
);

/** WebAuthn credentials (passkeys, security keys) registered as a second factor. */
export const passkeys = pgTable(
  'two_factor_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    name: text('name').notNull(),
    /** The credential id, base64url. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('two_factor_passkeys_user_idx').on(table.userId)],
);

/**
 * Short-lived steps: a password login waiting for its second factor ('login', found by the hash of the token the
 * client holds), or a passkey registration waiting for the browser's answer ('passkey-registration').
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    purpose: text('purpose').$type<'login' | 'passkey-registration'>().notNull(),
    tokenHash: text('token_hash').unique(),
    /** The WebAuthn challenge the browser signs, base64url. */
    webauthnChallenge: text('webauthn_challenge'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('two_factor_challenges_user_idx').on(table.userId, table.purpose)],
);

/** Sessions (refresh-token families) signed in with, or since proved, a second factor. */
export const secondFactorSessions = pgTable(
  'two_factor_sessions',
  {
    familyId: uuid('family_id').primaryKey(),
    userId: userIdColumn(),
    method: text('method').$type<'totp' | 'passkey' | 'recovery-code'>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('two_factor_sessions_user_idx').on(table.userId)],
);
