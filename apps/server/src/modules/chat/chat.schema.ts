import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from '../../db/columns';
import { livestreamIdColumn, livestreams } from '../live/live.schema';
import { users } from '../users/users.schema';

/** Live chat messages; stored before they are acknowledged or sent to anyone. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    livestreamId: livestreamIdColumn(),
    /** The member who wrote it; null for the site's own announcements (a bingo win). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    /** Set when a moderator removed it; the message is kept for the moderation record and an undo. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('chat_messages_stream_idx').on(table.livestreamId, table.id),
    index('chat_messages_author_idx').on(table.userId, table.createdAt),
  ],
);

export const moderationActionType = pgEnum('chat_moderation_action', ['delete', 'timeout', 'ban']);

/** Every moderation action with who took it and why; an undo is recorded on the action, not erased. */
export const chatModerationActions = pgTable(
  'chat_moderation_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    action: moderationActionType('action').notNull(),
    livestreamId: uuid('livestream_id').references(() => livestreams.id, { onDelete: 'set null' }),
    moderatorId: belongsTo(uuid('moderator_id'), () => users.id),
    targetUserId: belongsTo(uuid('target_user_id'), () => users.id),
    messageId: bigint('message_id', { mode: 'number' }).references(() => chatMessages.id, {
      onDelete: 'set null',
    }),
    reason: text('reason').notNull().default(''),
    minutes: integer('minutes'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: uuid('undone_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('chat_moderation_created_idx').on(table.createdAt),
    index('chat_moderation_restrictions_idx')
      .on(table.targetUserId, table.action)
      .where(sql`${table.undoneAt} is null and ${table.action} in ('timeout', 'ban')`),
  ],
);
