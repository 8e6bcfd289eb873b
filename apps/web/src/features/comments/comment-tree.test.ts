import type { Comment } from '@crewcast/contracts/realtime';
import { describe, expect, it } from 'vitest';
import { applyPush, commentsReducer, INITIAL_COMMENTS, threadOf } from './comment-tree';

const MEDIA = 7;

function comment(
  commentId: number,
  originalCommentId: number | null = null,
  replies: Comment[] = [],
): Comment {
  return {
    type: 'message',
    commentId,
    mediaId: MEDIA,
    originalCommentId,
    message: `comment ${commentId}`,
    author: { userId: 'u1', displayName: 'crew', accountType: 0, badges: [] },
    created: '2026-11-24T09:00:00.000Z',
    likeCount: 0,
    replyCount: replies.length,
    likedByMe: false,
    replies,
  };
}
const shape = (comments: Comment[]) =>
  comments.map(({ commentId, replies }) => [commentId, replies.map((reply) => reply.commentId)]);

const thread = () => [comment(2, null, [comment(3, 2), comment(4, 2)]), comment(1)];

describe('comment updates from pushes', () => {
  it('puts a new comment first', () => {
    expect(shape(applyPush(thread(), { type: 'created', comment: comment(5) }))).toEqual([
      [5, []],
      [2, [3, 4]],
      [1, []],
    ]);
  });

  it('adds a reply at the end of its thread and counts it', () => {
    const updated = applyPush(thread(), { type: 'created', comment: comment(5, 1) });
    expect(shape(updated)).toEqual([
      [2, [3, 4]],
      [1, [5]],
    ]);
    expect(updated[1]?.replyCount).toBe(1);
  });

  it('attaches a reply to a reply to the top-level comment', () => {
    expect(threadOf(thread(), 4)).toBe(2);
    expect(shape(applyPush(thread(), { type: 'created', comment: comment(6, 4) }))).toEqual([
      [2, [3, 4, 6]],
      [1, []],
    ]);
  });

  it('shows a comment once when the acknowledgement and the push both bring it', () => {
    const once = applyPush(thread(), { type: 'created', comment: comment(5, 2) });
    expect(shape(applyPush(once, { type: 'created', comment: comment(5, 2) }))).toEqual(shape(once));
  });

  it('updates like counts of comments and replies', () => {
    const liked = applyPush(thread(), { type: 'likes', mediaId: MEDIA, commentId: 3, likeCount: 9 });
    expect(liked[0]?.replies[0]?.likeCount).toBe(9);
    expect(liked[0]?.likeCount).toBe(0);
  });

  it('removes a deleted reply from its thread, and a deleted comment with its replies', () => {
    const withoutReply = applyPush(thread(), {
      type: 'deleted',
      mediaId: MEDIA,
      commentId: 3,
      originalCommentId: 2,
    });
    expect(shape(withoutReply)).toEqual([
      [2, [4]],
      [1, []],
    ]);
    expect(withoutReply[0]?.replyCount).toBe(1);
    expect(
      shape(applyPush(thread(), { type: 'deleted', mediaId: MEDIA, commentId: 2, originalCommentId: null })),
    ).toEqual([[1, []]]);
  });
});

describe('the comments state', () => {
  it('adds older pages without repeating comments', () => {
    const first = commentsReducer(INITIAL_COMMENTS, {
      type: 'loaded',
      page: { comments: thread(), hasMore: true },
    });
    const more = commentsReducer(first, {
      type: 'more',
      page: { comments: [comment(1), comment(0)], hasMore: false },
    });
    expect(shape(more.comments).map(([id]) => id)).toEqual([2, 1, 0]);
    expect(more.hasMore).toBe(false);
  });

  it('takes the member’s like from the acknowledgement, keeping the replies shown', () => {
    const first = commentsReducer(INITIAL_COMMENTS, {
      type: 'loaded',
      page: { comments: thread(), hasMore: false },
    });
    const liked = commentsReducer(first, {
      type: 'updated',
      comment: { ...comment(2), likeCount: 1, likedByMe: true },
    });
    expect(liked.comments[0]).toMatchObject({ likeCount: 1, likedByMe: true });
    expect(liked.comments[0]?.replies).toHaveLength(2);
  });
});

describe('a first page that crosses new comments', () => {
  it('keeps what arrived while it was on its way, even when the page was read before', () => {
    const asked = commentsReducer(INITIAL_COMMENTS, { type: 'requested' });
    const posted = commentsReducer(asked, { type: 'push', push: { type: 'created', comment: comment(5) } });
    const reply = commentsReducer(posted, {
      type: 'push',
      push: { type: 'created', comment: comment(6, 2) },
    });
    const loaded = commentsReducer(reply, { type: 'loaded', page: { comments: thread(), hasMore: false } });
    expect(shape(loaded.comments)).toEqual([
      [5, []],
      [2, [3, 4, 6]],
      [1, []],
    ]);
    expect(loaded.sincePageRequest).toBeNull();
  });

  it('shows a comment once when the page already has what was pushed meanwhile', () => {
    const asked = commentsReducer(INITIAL_COMMENTS, { type: 'requested' });
    const pushed = commentsReducer(asked, { type: 'push', push: { type: 'created', comment: comment(2) } });
    const loaded = commentsReducer(pushed, { type: 'loaded', page: { comments: thread(), hasMore: false } });
    expect(shape(loaded.comments).map(([id]) => id)).toEqual([2, 1]);
  });
});

describe('replies shown a page at a time', () => {
  const partlyShown = () => [{ ...comment(2, null, [comment(3, 2)]), replyCount: 4 }];

  it('adds the next page of a thread’s replies after those shown', () => {
    const state = { ...INITIAL_COMMENTS, status: 'ready' as const, comments: partlyShown() };
    const next = commentsReducer(state, {
      type: 'replies',
      commentId: 2,
      page: { replies: [comment(3, 2), comment(5, 2), comment(6, 2)], hasMore: true },
    });
    expect(shape(next.comments)).toEqual([[2, [3, 5, 6]]]);
  });

  it('counts a new reply to a thread with replies still hidden, to be shown in its turn', () => {
    const [updated] = applyPush(partlyShown(), { type: 'created', comment: comment(9, 2) });
    expect(updated?.replies.map((reply) => reply.commentId)).toEqual([3]);
    expect(updated?.replyCount).toBe(5);
  });
});
