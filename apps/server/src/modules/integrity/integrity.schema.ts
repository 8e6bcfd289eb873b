import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/** Bot-protection tokens already spent; kept until they would have expired anyway. */
export const spentIntegrityTokens = pgTable('spent_integrity_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
