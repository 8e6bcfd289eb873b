import { boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { userIdColumn } from '../users/users.schema';

export const devices = pgTable(
  'devices',
  {
    userId: userIdColumn(),
    deviceIdentifier: text('device_identifier').notNull(),
    isActive: boolean('is_active').notNull(),
    platform: text('platform').notNull(),
    model: text('model').notNull(),
    /** The browser's User-Agent header when it last signed in or renewed its session; read with a parser. */
    userAgent: text('user_agent'),
    /** When the device last signed in or renewed its session, kept to the hour. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceIdentifier] })],
);
