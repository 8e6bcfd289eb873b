import { and, desc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { firstRow, onlyRow } from '../../db/first-row';
import {
  insertWithinRateLimit,
  secondsToWait,
  type PostRateLimit,
  type PostsTable,
  type Refused,
} from '../../db/insert-within-rate-limit';
import { users } from '../users/users.schema';
import { chatMessages, chatModerationActions } from './chat.schema';

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ModerationActionRow = typeof chatModerationActions.$inferSelect;

export interface SendLimits extends PostRateLimit {
  /** Seconds between two messages of one member in this stream; 0 is off. */
  slowModeSeconds: number;
}

export type InsertResult = { row: ChatMessageRow } | Refused<'RATE_LIMITED' | 'SLOW_MODE'>;

const postedMessages: PostsTable = {
  table: chatMessages,
  userId: chatMessages.userId,
  createdAt: chatMessages.createdAt,
};

export function createChatRepository(db: Database) {
  return {
    /**
     * Stores a message if the member is within the rate limit (shared with the comments' helper) and this stream's
     * slow mode, both judged by the database clock under the member's lock.
     */
    insertWithinLimits(
      message: { userId: string; livestreamId: string; message: string },
      limits: SendLimits,
    ): Promise<InsertResult> {
      return insertWithinRateLimit(db, postedMessages, message.userId, limits, async (tx) => {
        if (limits.slowModeSeconds > 0) {
          const slowMode = sql`make_interval(secs => ${limits.slowModeSeconds})`;
          const last = await tx.execute<{ slow_wait: number | null }>(sql`
            select extract(epoch from max(created_at) + ${slowMode} - now())::float as slow_wait
            from ${chatMessages}
            where user_id = ${message.userId} and livestream_id = ${message.livestreamId}
              and created_at > now() - ${slowMode}`);
          const wait = last.rows[0]?.slow_wait ?? 0;
          if (wait > 0) return { refused: 'SLOW_MODE', retryAfterSeconds: secondsToWait(wait) } as const;
        }
        const [row] = await tx.insert(chatMessages).values(message).returning();
        return { row: row as ChatMessageRow };
      });
    },

    /** Stores one of the site's own announcements: no author, outside the members' limits. */
    insertAnnouncement(message: { livestreamId: string; message: string }): Promise<ChatMessageRow> {
      return onlyRow(
        db
          .insert(chatMessages)
          .values({ ...message, userId: null })
          .returning(),
      );
    },

    /** The visible messages sent within a time span (a broadcast's replay), oldest first, after a message id. */
    listBetween(
      livestreamId: string,
      options: { from: Date; to: Date | null; after: number; limit: number },
    ): Promise<ChatMessageRow[]> {
      return db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.livestreamId, livestreamId),
            isNull(chatMessages.deletedAt),
            gt(chatMessages.id, options.after),
            gte(chatMessages.createdAt, options.from),
            options.to ? lte(chatMessages.createdAt, options.to) : undefined,
          ),
        )
        .orderBy(chatMessages.id)
        .limit(options.limit);
    },

    /** The stream's visible messages, oldest first: the last `limit`, or up to `limit` after a message id. */
    async listVisible(
      livestreamId: string,
      options: { after?: number; limit: number },
    ): Promise<ChatMessageRow[]> {
      const visible = and(eq(chatMessages.livestreamId, livestreamId), isNull(chatMessages.deletedAt));
      if (options.after !== undefined) {
        return db
          .select()
          .from(chatMessages)
          .where(and(visible, gt(chatMessages.id, options.after)))
          .orderBy(chatMessages.id)
          .limit(options.limit);
      }
      const newest = await db
        .select()
        .from(chatMessages)
        .where(visible)
        .orderBy(desc(chatMessages.id))
        .limit(options.limit);
      return newest.reverse();
    },

    findMessage(id: number, tx: Executor = db): Promise<ChatMessageRow | undefined> {
      return firstRow(tx.select().from(chatMessages).where(eq(chatMessages.id, id)));
    },

    async setMessageDeleted(id: number, deleted: boolean, tx: Executor = db): Promise<void> {
      await tx
        .update(chatMessages)
        .set({ deletedAt: deleted ? sql`now()` : null })
        .where(eq(chatMessages.id, id));
    },

    /** A standing ban, else the time-out that runs longest, of a member; none when neither applies. */
    async activeRestrictions(userId: string, tx: Executor = db): Promise<ModerationActionRow[]> {
      return tx
        .select()
        .from(chatModerationActions)
        .where(
          and(
            eq(chatModerationActions.targetUserId, userId),
            isNull(chatModerationActions.undoneAt),
            or(
              eq(chatModerationActions.action, 'ban'),
              and(
                eq(chatModerationActions.action, 'timeout'),
                gt(chatModerationActions.expiresAt, sql`now()`),
              ),
            ),
          ),
        );
    },

    async insertAction(
      values: Omit<typeof chatModerationActions.$inferInsert, 'expiresAt'> & { expiresInMinutes?: number },
      tx: Executor = db,
    ): Promise<ModerationActionRow> {
      const { expiresInMinutes, ...rest } = values;
      return onlyRow(
        tx
          .insert(chatModerationActions)
          .values({
            ...rest,
            expiresAt: expiresInMinutes ? sql`now() + make_interval(mins => ${expiresInMinutes})` : null,
          })
          .returning(),
      );
    },

    /** Marks an action undone once; undefined when it was undone already or does not exist. */
    undoAction(id: number, by: string, tx: Executor = db): Promise<ModerationActionRow | undefined> {
      return firstRow(
        tx
          .update(chatModerationActions)
          .set({ undoneAt: sql`now()`, undoneBy: by })
          .where(and(eq(chatModerationActions.id, id), isNull(chatModerationActions.undoneAt)))
          .returning(),
      );
    },

    /** Recent actions, newest first, with the names of who took them and whom they were for. */
    listActions(options: { livestreamId?: string; limit: number; id?: number }) {
      const moderator = alias(users, 'moderator');
      const target = alias(users, 'target');
      const undoer = alias(users, 'undoer');
      return db
        .select({
          action: chatModerationActions,
          moderatorName: moderator.displayName,
          targetName: target.displayName,
          undoneByName: undoer.displayName,
          message: chatMessages.message,
        })
        .from(chatModerationActions)
        .innerJoin(moderator, eq(moderator.id, chatModerationActions.moderatorId))
        .innerJoin(target, eq(target.id, chatModerationActions.targetUserId))
        .leftJoin(undoer, eq(undoer.id, chatModerationActions.undoneBy))
        .leftJoin(chatMessages, eq(chatMessages.id, chatModerationActions.messageId))
        .where(
          and(
            options.id === undefined ? undefined : eq(chatModerationActions.id, options.id),
            options.livestreamId
              ? or(
                  eq(chatModerationActions.livestreamId, options.livestreamId),
                  isNull(chatModerationActions.livestreamId),
                )
              : undefined,
          ),
        )
        .orderBy(desc(chatModerationActions.id))
        .limit(options.limit);
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
