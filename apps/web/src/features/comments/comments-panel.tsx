import type { Comment } from '@crewcast/contracts/realtime';
import { COMMENT_ORDERS } from '@crewcast/contracts/constants/realtime';
import { useId } from 'react';
import { ConnectionStatus } from '@/components/realtime/connection-status';
import { useConfirm } from '@/components/shell/confirm-dialog';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { failureText, type RequestOutcome } from '@/lib/realtime/realtime-errors';
import { isModerator } from '@/lib/user-info/moderators';
import { useUserInfo } from '@/lib/user-info/use-user-info';
import { CommentForm } from './components/comment-form';
import { CommentItem, type CommentActions } from './components/comment-item';
import { useComments } from './use-comments';
import './comments.css';

const NO_EXTRA_WORDS = [] as const;

/** A video's comments: the order toggle, the post box, the threads with likes and replies, and older pages. */
export function CommentsPanel({ mediaId }: { mediaId: number }) {
  const t = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const titleId = useId();
  const comments = useComments(mediaId);
  const { info } = useUserInfo(NO_EXTRA_WORDS);
  const moderator = isModerator(info?.accountType);

  /** Says why a request failed, in a toast; hands the outcome on. */
  function reportFailure<T>(outcome: RequestOutcome<T>): RequestOutcome<T> {
    if (!outcome.ok) toast({ tone: 'error', message: failureText(t, outcome) });
    return outcome;
  }

  const actions: CommentActions = {
    mayDelete: (comment) => moderator || comment.author.userId === info?.userId,
    onLike: (comment) => comments.toggleLike(comment).then(reportFailure),
    onReply: (message, replyTo) => comments.post(message, replyTo),
    onMoreReplies: (comment) => comments.loadMoreReplies(comment),
    onDelete: async (comment: Comment) => {
      const confirmed = await confirm({
        title: t('comments.delete.title'),
        body: t('comments.delete.body'),
        confirmText: t('comments.delete'),
      });
      if (!confirmed) return;
      const outcome = reportFailure(await comments.remove(comment));
      if (outcome.ok) toast({ tone: 'success', message: t('comments.deleted') });
    },
  };

  return (
    <section className="comments" aria-labelledby={titleId}>
      <header className="comments__header">
        <h2 id={titleId} className="comments__title">
          {t('comments.title')}
        </h2>
        <div className="comments__tools">
          <ConnectionStatus />
          <div className="comments__order" role="group" aria-label={t('comments.order.label')}>
            {COMMENT_ORDERS.map((order) => (
              <button
                key={order}
                type="button"
                className="comments__order-option"
                aria-pressed={comments.order === order}
                onClick={() => comments.changeOrder(order)}
              >
                {t(`comments.order.${order}`)}
              </button>
            ))}
          </div>
        </div>
      </header>
      <CommentForm
        label={t('comments.new.label')}
        submitText={t('comments.post')}
        onSubmit={(m) => comments.post(m)}
      />
      {comments.status === 'loading' ? (
        <LoadingRegion className="comments__loading" label={t('comments.loading')}>
          {[0, 1, 2].map((row) => (
            <div key={row} className="comments__skeleton">
              <Skeleton shape="text" width="30%" />
              <Skeleton shape="text" width="85%" />
            </div>
          ))}
        </LoadingRegion>
      ) : comments.status === 'error' ? (
        <ErrorState title={t('comments.loadFailed')} onRetry={comments.retry} />
      ) : comments.comments.length === 0 ? (
        <EmptyState title={t('comments.empty.title')} body={t('comments.empty.body')} />
      ) : (
        <>
          <ol className="comments__list">
            {comments.comments.map((comment) => (
              <CommentItem key={comment.commentId} comment={comment} actions={actions} />
            ))}
          </ol>
          {comments.hasMore && (
            <Button
              variant="secondary"
              className="comments__more"
              pending={comments.loadingMore}
              onClick={() => comments.loadMore().then(reportFailure)}
            >
              {t('comments.more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
