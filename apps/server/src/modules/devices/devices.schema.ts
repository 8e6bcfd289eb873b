import { boolean, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/users.schema';

export const devices = pgTable(
  'devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceIdentifier: text('device_identifier').notNull(),
    isActive: boolean('is_active').notNull(),
    platform: text('platform').notNull(),
    model: text('model').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceIdentifier] })],
);
