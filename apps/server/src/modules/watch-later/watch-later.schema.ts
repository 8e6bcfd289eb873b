import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { mediaIdColumn } from '../content/content.schema';
import { userIdColumn } from '../users/users.schema';

/** The episodes each member saved to watch later. */
export const watchLater = pgTable(
  'watch_later',
  {
    userId: userIdColumn(),
    mediaId: mediaIdColumn(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.mediaId] }),
    index('watch_later_media_idx').on(table.mediaId),
  ],
);
