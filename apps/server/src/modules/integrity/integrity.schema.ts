import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/** Spent bot-check proofs (an ALTCHA challenge's signature, a Turnstile token), kept until they expire. */
export const spentIntegrityTokens = pgTable('spent_integrity_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
