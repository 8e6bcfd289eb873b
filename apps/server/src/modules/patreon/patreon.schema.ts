import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { userIdColumn } from '../users/users.schema';

/** A member's linked Patreon account and the pledge last read from Patreon. */
export const patreonLinks = pgTable('patreon_links', {
  userId: userIdColumn().primaryKey(),
  patreonUserId: text('patreon_user_id').notNull().unique(),
  /** Both tokens are encrypted with a key derived from PATREON_SECRET. */
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token').notNull(),
  /** The tiers the membership is entitled to, as Patreon last reported them. */
  tierIds: text('tier_ids').array().notNull().default([]),
  /** active_patron, declined_patron, former_patron, or null when the account has no membership. */
  patronStatus: text('patron_status'),
  pledgeCents: integer('pledge_cents').notNull().default(0),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
