import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { media } from '../content/content.schema';
import { users } from '../users/users.schema';

/** The episodes each member saved to watch later. */
export const watchLater = pgTable(
  'watch_later',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.mediaId] }),
    index('watch_later_media_idx').on(table.mediaId),
  ],
);
