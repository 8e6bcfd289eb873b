import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { firstRow } from '../../db/first-row';
import {
  insertWithinRateLimit,
  type PostRateLimit,
  type PostsTable,
  type Refused,
} from '../../db/insert-within-rate-limit';
import { commentLikes, comments, type CommentRow } from './comments.schema';

const visible = isNull(comments.deletedAt);
const postedComments: PostsTable = {
  table: comments,
  userId: comments.userId,
  createdAt: comments.createdAt,
};

export function createCommentsRepository(db: Database) {
  return {
    findVisible(id: number, tx: Executor = db): Promise<CommentRow | undefined> {
      return firstRow(
        tx
          .select()
          .from(comments)
          .where(and(eq(comments.id, id), visible)),
      );
    },

    /** A comment even when deleted, to page on from where a reader stopped. */
    find(id: number): Promise<CommentRow | undefined> {
      return firstRow(db.select().from(comments).where(eq(comments.id, id)));
    },

    /**
     * Stores a comment if the member is within the limit (shared with the chat's helper); a reply also counts on
     * its top-level comment.
     */
    insertWithinLimit(
      values: { mediaId: number; userId: string; parentId: number | null; message: string },
      limit: PostRateLimit,
    ): Promise<{ row: CommentRow } | Refused<'RATE_LIMITED'>> {
      return insertWithinRateLimit(db, postedComments, values.userId, limit, async (tx) => {
        const [row] = await tx.insert(comments).values(values).returning();
        if (values.parentId !== null)
          await tx
            .update(comments)
            .set({ replyCount: sql`${comments.replyCount} + 1` })
            .where(eq(comments.id, values.parentId));
        return { row: row as CommentRow };
      });
    },

    /** Soft-deletes a visible comment (and un-counts a reply); false when it was gone already. */
    softDelete(id: number, by: string): Promise<CommentRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(comments)
          .set({ deletedAt: sql`now()`, deletedBy: by })
          .where(and(eq(comments.id, id), visible))
          .returning();
        if (row?.parentId)
          await tx
            .update(comments)
            .set({ replyCount: sql`greatest(${comments.replyCount} - 1, 0)` })
            .where(eq(comments.id, row.parentId));
        return row;
      });
    },

    /** Adds or removes the member's like; the count moves only when the like itself changed. */
    setLiked(commentId: number, userId: string, liked: boolean): Promise<CommentRow | undefined> {
      return db.transaction(async (tx) => {
        const changed = liked
          ? await tx
              .insert(commentLikes)
              .values({ commentId, userId })
              .onConflictDoNothing()
              .returning({ commentId: commentLikes.commentId })
          : await tx
              .delete(commentLikes)
              .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
              .returning({ commentId: commentLikes.commentId });
        if (changed.length === 0) return this.findVisible(commentId, tx);
        return firstRow(
          tx
            .update(comments)
            .set({ likeCount: sql`${comments.likeCount} + ${liked ? 1 : -1}` })
            .where(eq(comments.id, commentId))
            .returning(),
        );
      });
    },

    /** One page of a video's visible top-level comments, newest or most liked first, after a cursor. */
    async listTopLevel(
      mediaId: number,
      options: { order: 'newest' | 'top'; after?: CommentRow; limit: number },
    ): Promise<CommentRow[]> {
      const { order, after, limit } = options;
      const cursor = !after
        ? undefined
        : order === 'newest'
          ? lt(comments.id, after.id)
          : or(
              lt(comments.likeCount, after.likeCount),
              and(eq(comments.likeCount, after.likeCount), lt(comments.id, after.id)),
            );
      return db
        .select()
        .from(comments)
        .where(and(eq(comments.mediaId, mediaId), isNull(comments.parentId), visible, cursor))
        .orderBy(
          ...(order === 'newest' ? [desc(comments.id)] : [desc(comments.likeCount), desc(comments.id)]),
        )
        .limit(limit);
    },

    /** The first `perParent` visible replies of each comment, oldest first. */
    async firstReplies(parentIds: number[], perParent: number): Promise<CommentRow[]> {
      if (parentIds.length === 0) return [];
      const ranked = db
        .select({
          id: comments.id,
          rank: sql<number>`row_number() over (partition by ${comments.parentId} order by ${comments.id})`.as(
            'rank',
          ),
        })
        .from(comments)
        .where(and(inArray(comments.parentId, parentIds), visible))
        .as('ranked');
      const rows = await db
        .select({ comment: comments })
        .from(comments)
        .innerJoin(ranked, eq(ranked.id, comments.id))
        .where(sql`${ranked.rank} <= ${perParent}`)
        .orderBy(asc(comments.id));
      return rows.map((row) => row.comment);
    },

    /** A page of one comment's visible replies, oldest first, after a reply id. */
    listReplies(parentId: number, options: { afterId: number; limit: number }): Promise<CommentRow[]> {
      return db
        .select()
        .from(comments)
        .where(and(eq(comments.parentId, parentId), visible, gt(comments.id, options.afterId)))
        .orderBy(asc(comments.id))
        .limit(options.limit);
    },

    async likedBy(userId: string, commentIds: number[]): Promise<Set<number>> {
      if (commentIds.length === 0) return new Set();
      const rows = await db
        .select({ commentId: commentLikes.commentId })
        .from(commentLikes)
        .where(and(eq(commentLikes.userId, userId), inArray(commentLikes.commentId, commentIds)));
      return new Set(rows.map((row) => row.commentId));
    },
  };
}
