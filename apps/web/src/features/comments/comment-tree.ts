import type { Comment, CommentPage, CommentPush, ReplyPage } from '@crewcast/contracts/realtime';

/** A video's comments as shown: top-level comments in the chosen order, each with its replies (one level). */
export interface CommentsState {
  status: 'loading' | 'ready' | 'error';
  comments: Comment[];
  hasMore: boolean;
  /**
   * The pushes (and own posts) that arrived while the first page was being asked for: the page may have been
   * read before them, so they are applied to it again when it comes. Null when no page is on its way.
   */
  sincePageRequest: CommentPush[] | null;
}

export const INITIAL_COMMENTS: CommentsState = {
  status: 'loading',
  comments: [],
  hasMore: false,
  sincePageRequest: null,
};

export type CommentsAction =
  | { type: 'loading' }
  /** The first page was asked for (again). */
  | { type: 'requested' }
  | { type: 'failed' }
  /** The first page (again, after a reconnect or a new order). */
  | { type: 'loaded'; page: CommentPage }
  | { type: 'more'; page: CommentPage }
  /** The next page of one thread's replies. */
  | { type: 'replies'; commentId: number; page: ReplyPage }
  | { type: 'push'; push: CommentPush }
  /** The member's own like or unlike, as the acknowledgement returned the comment. */
  | { type: 'updated'; comment: Comment };

function withoutDuplicates(comments: readonly Comment[]): Comment[] {
  const seen = new Set<number>();
  return comments.filter(({ commentId }) => !seen.has(commentId) && seen.add(commentId));
}

const mapAll = (comments: readonly Comment[], change: (comment: Comment) => Comment): Comment[] =>
  comments.map((comment) => change({ ...comment, replies: comment.replies.map(change) }));

/** The top-level comment a reply goes under: itself, or the parent of a reply (replies are one level deep). */
export function threadOf(comments: readonly Comment[], commentId: number): number | undefined {
  for (const comment of comments) {
    if (comment.commentId === commentId) return commentId;
    if (comment.replies.some((reply) => reply.commentId === commentId)) return comment.commentId;
  }
  return undefined;
}

function addComment(comments: readonly Comment[], created: Comment): Comment[] {
  if (created.originalCommentId === null) {
    // New comments show first: the member sees their own at once, whatever the order.
    return comments.some(({ commentId }) => commentId === created.commentId)
      ? [...comments]
      : [created, ...comments];
  }
  const thread = threadOf(comments, created.originalCommentId);
  return comments.map((comment) => {
    if (
      comment.commentId !== thread ||
      comment.replies.some(({ commentId }) => commentId === created.commentId)
    )
      return comment;
    // While earlier replies are still to be shown, a new one waits its turn behind 'show more replies'.
    const allShown = comment.replies.length >= comment.replyCount;
    return {
      ...comment,
      replies: allShown ? [...comment.replies, created] : comment.replies,
      replyCount: comment.replyCount + 1,
    };
  });
}

function removeComment(comments: readonly Comment[], removedId: number): Comment[] {
  return comments
    .filter(({ commentId }) => commentId !== removedId)
    .map((comment) =>
      comment.replies.some(({ commentId }) => commentId === removedId)
        ? {
            ...comment,
            replies: comment.replies.filter(({ commentId }) => commentId !== removedId),
            replyCount: Math.max(0, comment.replyCount - 1),
          }
        : comment,
    );
}

export function applyPush(comments: readonly Comment[], push: CommentPush): Comment[] {
  switch (push.type) {
    case 'created':
      return addComment(comments, push.comment);
    case 'likes':
      return mapAll(comments, (comment) =>
        comment.commentId === push.commentId ? { ...comment, likeCount: push.likeCount } : comment,
      );
    case 'deleted':
      return removeComment(comments, push.commentId);
  }
}

export function commentsReducer(state: CommentsState, action: CommentsAction): CommentsState {
  switch (action.type) {
    case 'loading':
      return { ...state, status: 'loading' };
    case 'requested':
      return { ...state, sincePageRequest: [] };
    case 'failed':
      // Comments already shown stay; only a list that never loaded shows the error.
      return { ...state, status: state.status === 'ready' ? 'ready' : 'error', sincePageRequest: null };
    case 'loaded':
      return {
        status: 'ready',
        comments: (state.sincePageRequest ?? []).reduce(applyPush, withoutDuplicates(action.page.comments)),
        hasMore: action.page.hasMore,
        sincePageRequest: null,
      };
    case 'more':
      return {
        ...state,
        comments: withoutDuplicates([...state.comments, ...action.page.comments]),
        hasMore: action.page.hasMore,
      };
    case 'replies':
      return {
        ...state,
        comments: state.comments.map((comment) =>
          comment.commentId === action.commentId
            ? { ...comment, replies: withoutDuplicates([...comment.replies, ...action.page.replies]) }
            : comment,
        ),
      };
    case 'push':
      return {
        ...state,
        comments: applyPush(state.comments, action.push),
        sincePageRequest: state.sincePageRequest && [...state.sincePageRequest, action.push],
      };
    case 'updated': {
      const { commentId, likeCount, likedByMe } = action.comment;
      return {
        ...state,
        comments: mapAll(state.comments, (comment) =>
          comment.commentId === commentId ? { ...comment, likeCount, likedByMe } : comment,
        ),
      };
    }
  }
}
