import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/** Bot-protection proofs already spent (an ALTCHA challenge's signature, a Turnstile token), hashed; kept until they expire. */
export const spentIntegrityTokens = pgTable('spent_integrity_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
