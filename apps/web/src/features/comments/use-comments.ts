import type { Comment, CommentOrder } from '@crewcast/contracts/realtime';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { useRealtime, useReconnects } from '@/lib/realtime/realtime-context';
import { outcomeOf, type RequestOutcome } from '@/lib/realtime/realtime-errors';
import { storage } from '@/lib/storage';
import { commentsReducer, INITIAL_COMMENTS, threadOf } from './comment-tree';

/** SPEC section 3 keeps the top-comments flag in the browser: the order chosen last is the order shown. */
function storedOrder(): CommentOrder {
  return storage.topComments.get() ? 'top' : 'newest';
}

/**
 * A video's comments over the realtime connection: pages in the chosen order, and everyone's new comments, likes
 * and deletions as they happen. Asking for the first page subscribes to the video's updates; after a
 * reconnect it is asked for again, which subscribes anew.
 */
export function useComments(mediaId: number) {
  const connection = useRealtime();
  const reconnects = useReconnects();
  const [order, setOrder] = useState<CommentOrder>(storedOrder);
  const [state, dispatch] = useReducer(commentsReducer, INITIAL_COMMENTS);
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);

  // Asked again after a retry, a new order, or a reconnect (a dropped connection forgot this video's room).
  useEffect(() => {
    let current = true;
    dispatch({ type: 'requested' });
    void outcomeOf(connection.request('comment', { type: 'get', mediaId, order })).then((outcome) => {
      if (!current) return;
      if (outcome.ok) dispatch({ type: 'loaded', page: outcome });
      else dispatch({ type: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [connection, mediaId, order, attempt, reconnects]);

  useEffect(
    () =>
      connection.subscribe('comment', (push) => {
        const pushedFor = push.type === 'created' ? push.comment.mediaId : push.mediaId;
        if (pushedFor === mediaId) dispatch({ type: 'push', push });
      }),
    [connection, mediaId],
  );

  useEffect(
    () => () => {
      if (connection.getState() !== 'connected') return;
      connection
        .request('comment', { type: 'leave', mediaId })
        .catch((error: unknown) => console.warn('Leaving the comments got no answer', error));
    },
    [connection, mediaId],
  );

  async function loadMore() {
    const lowestCommentId = state.comments.at(-1)?.commentId;
    setLoadingMore(true);
    const outcome = await outcomeOf(
      connection.request('comment', { type: 'get', mediaId, order, lowestCommentId }),
    );
    setLoadingMore(false);
    if (outcome.ok) dispatch({ type: 'more', page: outcome });
    return outcome;
  }

  /** The next replies of a top-level comment, after the last one shown. */
  async function loadMoreReplies(comment: Comment) {
    const afterReplyId = comment.replies.at(-1)?.commentId;
    const outcome = await outcomeOf(
      connection.request('comment', { type: 'replies', mediaId, commentId: comment.commentId, afterReplyId }),
    );
    if (outcome.ok) dispatch({ type: 'replies', commentId: comment.commentId, page: outcome });
    return outcome;
  }

  function changeOrder(next: CommentOrder) {
    if (next === order) return;
    storage.topComments.set(next === 'top');
    dispatch({ type: 'loading' });
    setOrder(next);
  }

  /** Posts a comment, or a reply under the thread of `replyTo` (a reply to a reply joins its thread). */
  async function post(message: string, replyTo?: Comment): Promise<RequestOutcome<{ comment: Comment }>> {
    const thread = replyTo ? threadOf(state.comments, replyTo.commentId) : undefined;
    const outcome = await outcomeOf(
      connection.request('comment', { type: 'message', mediaId, message, originalCommentId: thread }),
    );
    if (outcome.ok) dispatch({ type: 'push', push: { type: 'created', comment: outcome.comment } });
    return outcome;
  }

  async function toggleLike(comment: Comment) {
    const type = comment.likedByMe ? 'remove-like' : 'add-like';
    const outcome = await outcomeOf(
      connection.request('comment', { type, mediaId, commentId: comment.commentId }),
    );
    if (outcome.ok) dispatch({ type: 'updated', comment: outcome.comment });
    return outcome;
  }

  async function remove(comment: Comment) {
    const outcome = await outcomeOf(
      connection.request('comment', { type: 'delete', mediaId, commentId: comment.commentId }),
    );
    if (outcome.ok) {
      const { commentId, originalCommentId } = comment;
      dispatch({ type: 'push', push: { type: 'deleted', mediaId, commentId, originalCommentId } });
    }
    return outcome;
  }

  const retry = useCallback(() => {
    dispatch({ type: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return {
    ...state,
    order,
    changeOrder,
    loadingMore,
    loadMore,
    loadMoreReplies,
    post,
    toggleLike,
    remove,
    retry,
  };
}
