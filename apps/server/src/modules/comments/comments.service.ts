import { AccountType } from '@crewcast/contracts/account';
import {
  COMMENT_REPLIES_PAGE_SIZE,
  COMMENT_REPLIES_PREVIEW,
  COMMENTS_PAGE_SIZE,
  type Author,
  type Comment,
  type CommentOrder,
  type CommentPage,
  type ReplyPage,
} from '@crewcast/contracts/realtime';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events';
import { AppError } from '../../http/errors';
import type { AccessClaims } from '../../http/access-tokens';
import { createCommentsRepository } from './comments.repository';
import type { CommentRow } from './comments.schema';

export interface CommentsDependencies {
  db: Database;
  /** Fails with NOT_FOUND for a video that is not listed. */
  findMedia: (mediaId: number) => Promise<unknown>;
  authorsOf: (userIds: readonly string[]) => Promise<Map<string, Author>>;
  /** Fails for a member a moderator has banned or timed out (the chat's restrictions). */
  assertNotRestricted: (claims: AccessClaims) => Promise<void>;
  /** Comments a member may post per window, across videos. */
  rateLimit: { messages: number; windowSeconds: number };
  events: EventBus;
}

const notFound = () => new AppError('NOT_FOUND', 'That comment does not exist.');

/** Comments on videos: one level of replies, likes once per member, and deletion by authors and moderators. */
export function createCommentsService({
  db,
  findMedia,
  authorsOf,
  assertNotRestricted,
  rateLimit,
  events,
}: CommentsDependencies) {
  const repository = createCommentsRepository(db);

  async function toComments(
    rows: CommentRow[],
    viewerId: string,
    replies: CommentRow[] = [],
  ): Promise<Comment[]> {
    const all = [...rows, ...replies];
    const [authors, liked] = await Promise.all([
      authorsOf(all.map((row) => row.userId)),
      repository.likedBy(
        viewerId,
        all.map((row) => row.id),
      ),
    ]);
    const toComment = (row: CommentRow): Comment => ({
      type: 'message',
      commentId: row.id,
      mediaId: row.mediaId,
      originalCommentId: row.parentId,
      message: row.message,
      author: authors.get(row.userId) ?? { userId: row.userId, displayName: '', accountType: 0, badges: [] },
      created: row.createdAt.toISOString(),
      likeCount: row.likeCount,
      replyCount: row.replyCount,
      likedByMe: liked.has(row.id),
      replies: replies.filter((reply) => reply.parentId === row.id).map(toComment),
    });
    return rows.map(toComment);
  }

  async function findOnMedia(mediaId: number, commentId: number): Promise<CommentRow> {
    const row = await repository.findVisible(commentId);
    if (!row || row.mediaId !== mediaId) throw notFound();
    return row;
  }

  async function one(row: CommentRow | undefined, viewerId: string): Promise<Comment> {
    if (!row) throw notFound();
    const [comment] = await toComments([row], viewerId);
    if (!comment) throw notFound();
    return comment;
  }

  return {
    /** Posts a comment, or a reply (a reply to a reply joins the same top-level comment). */
    async post(
      claims: AccessClaims,
      input: { mediaId: number; message: string; originalCommentId?: number },
    ): Promise<Comment> {
      await findMedia(input.mediaId);
      await assertNotRestricted(claims);
      let parentId: number | null = null;
      if (input.originalCommentId !== undefined) {
        const parent = await findOnMedia(input.mediaId, input.originalCommentId);
        parentId = parent.parentId ?? parent.id;
      }
      const result = await repository.insertWithinLimit(
        { mediaId: input.mediaId, userId: claims.userId, parentId, message: input.message.trim() },
        rateLimit,
      );
      if ('refused' in result)
        throw new AppError(
          'RATE_LIMITED',
          `You are posting comments too fast: wait ${result.retryAfterSeconds} s.`,
          { retryAfterSeconds: result.retryAfterSeconds },
        );
      const comment = await one(result.row, claims.userId);
      events.emit('comment.changed', { type: 'created', comment: { ...comment, likedByMe: false } });
      return comment;
    },

    /** Likes or unlikes once per member: repeating either changes nothing. */
    async setLiked(claims: AccessClaims, input: { mediaId: number; commentId: number }, liked: boolean) {
      await findOnMedia(input.mediaId, input.commentId);
      const comment = await one(
        await repository.setLiked(input.commentId, claims.userId, liked),
        claims.userId,
      );
      events.emit('comment.changed', {
        type: 'likes',
        mediaId: input.mediaId,
        commentId: input.commentId,
        likeCount: comment.likeCount,
      });
      return comment;
    },

    /** A page of top-level comments with their first replies, after `lowestCommentId` in the chosen order. */
    async page(
      claims: AccessClaims,
      input: { mediaId: number; lowestCommentId?: number; order: CommentOrder },
    ): Promise<CommentPage> {
      await findMedia(input.mediaId);
      const after =
        input.lowestCommentId === undefined ? undefined : await repository.find(input.lowestCommentId);
      if (after && after.mediaId !== input.mediaId) throw notFound();
      const rows = await repository.listTopLevel(input.mediaId, {
        order: input.order,
        after,
        limit: COMMENTS_PAGE_SIZE + 1,
      });
      const page = rows.slice(0, COMMENTS_PAGE_SIZE);
      const replies = await repository.firstReplies(
        page.map((row) => row.id),
        COMMENT_REPLIES_PREVIEW,
      );
      return { comments: await toComments(page, claims.userId, replies), hasMore: rows.length > page.length };
    },

    /** A page of a top-level comment's replies, oldest first, after `afterReplyId`. */
    async replies(
      claims: AccessClaims,
      input: { mediaId: number; commentId: number; afterReplyId?: number },
    ): Promise<ReplyPage> {
      await findMedia(input.mediaId);
      const parent = await findOnMedia(input.mediaId, input.commentId);
      const rows = await repository.listReplies(parent.id, {
        afterId: input.afterReplyId ?? 0,
        limit: COMMENT_REPLIES_PAGE_SIZE + 1,
      });
      const page = rows.slice(0, COMMENT_REPLIES_PAGE_SIZE);
      return { replies: await toComments(page, claims.userId), hasMore: rows.length > page.length };
    },

    /** Authors delete their own comments; Official and Creator accounts delete any. */
    async delete(claims: AccessClaims, input: { mediaId: number; commentId: number }): Promise<number> {
      const row = await findOnMedia(input.mediaId, input.commentId);
      if (row.userId !== claims.userId && claims.accountType < AccountType.Official)
        throw new AppError('FORBIDDEN', 'You can only delete your own comments.');
      const deleted = await repository.softDelete(row.id, claims.userId);
      if (!deleted) throw notFound();
      events.emit('comment.changed', {
        type: 'deleted',
        mediaId: row.mediaId,
        commentId: row.id,
        originalCommentId: row.parentId,
      });
      return row.id;
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
