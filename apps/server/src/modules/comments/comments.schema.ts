import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from '../../db/columns';
import { mediaIdColumn } from '../content/content.schema';
import { userIdColumn, users } from '../users/users.schema';

/** Comments on videos; a reply points at its top-level comment. */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mediaId: mediaIdColumn(),
    userId: userIdColumn(),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    /** Set when the author or a moderator removed it; kept with who did it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('comments_media_newest_idx')
      .on(table.mediaId, table.id)
      .where(sql`${table.parentId} is null and ${table.deletedAt} is null`),
    index('comments_media_top_idx')
      .on(table.mediaId, table.likeCount, table.id)
      .where(sql`${table.parentId} is null and ${table.deletedAt} is null`),
    index('comments_parent_idx').on(table.parentId, table.id),
    index('comments_author_idx').on(table.userId, table.createdAt),
    // The community report's periods.
    index('comments_created_idx').on(table.createdAt),
  ],
);

/** One like per member per comment. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: belongsTo(integer('comment_id'), () => comments.id),
    userId: userIdColumn(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.userId] })],
);

export type CommentRow = typeof comments.$inferSelect;
