import type { Comment } from '@crewcast/contracts/realtime';
import { useState } from 'react';
import { AuthorLabel } from '@/components/community/author-label';
import { Button } from '@/components/ui/button';
import { HeartIcon } from '@/components/ui/icons';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { countSlug } from '@/lib/i18n/translate';
import type { RequestOutcome } from '@/lib/realtime/realtime-errors';
import { CommentForm } from './comment-form';

export interface CommentActions {
  /** Whether the member may delete this comment: their own, or any for a moderator. */
  mayDelete: (comment: Comment) => boolean;
  onLike: (comment: Comment) => Promise<unknown>;
  onReply: (message: string, replyTo: Comment) => Promise<RequestOutcome<object>>;
  onDelete: (comment: Comment) => Promise<unknown>;
  /** Shows the next page of a top-level comment's replies. */
  onMoreReplies: (comment: Comment) => Promise<unknown>;
}

/** One comment with its like, reply and delete controls, and (for a top-level comment) its replies. */
export function CommentItem({ comment, actions }: { comment: Comment; actions: CommentActions }) {
  const { t } = useI18n();
  const formats = useFormats();
  const [replying, setReplying] = useState(false);
  const [loadingReplies, setLoadingReplies] = useState(false);
  const hiddenReplies = comment.originalCommentId === null && comment.replies.length < comment.replyCount;
  const name = comment.author.displayName;
  const created = formats.dateTime(comment.created);

  return (
    <li className="comment">
      <article className="comment__body" aria-label={t('comments.by', name)}>
        <header className="comment__header">
          <AuthorLabel author={comment.author} />
          <time className="comment__time" dateTime={comment.created}>
            {created}
          </time>
        </header>
        <p className="comment__text">{comment.message}</p>
        <div className="comment__actions">
          <Button
            variant="ghost"
            className="comment__action"
            aria-pressed={comment.likedByMe}
            aria-label={t(countSlug('comments.like', comment.likeCount), name, comment.likeCount)}
            onClick={() => actions.onLike(comment)}
          >
            <HeartIcon className="comment__like-icon" />
            {comment.likeCount}
          </Button>
          <Button
            variant="ghost"
            className="comment__action"
            aria-expanded={replying}
            onClick={() => setReplying((open) => !open)}
          >
            {t('comments.reply')}
          </Button>
          {actions.mayDelete(comment) && (
            <Button variant="ghost" className="comment__action" onClick={() => actions.onDelete(comment)}>
              {t('comments.delete')}
            </Button>
          )}
        </div>
      </article>
      {replying && (
        <CommentForm
          label={t('comments.replyTo', name)}
          submitText={t('comments.reply')}
          // A reply to a reply lands in the same thread; naming its author keeps it clear whom it answers.
          initialText={comment.originalCommentId === null ? '' : `@${name} `}
          autoFocus
          onCancel={() => setReplying(false)}
          onSubmit={async (message) => {
            const outcome = await actions.onReply(message, comment);
            if (outcome.ok) setReplying(false);
            return outcome;
          }}
        />
      )}
      {comment.replies.length > 0 && (
        <ol className="plain-list comment__replies" aria-label={t('comments.replies', name)}>
          {comment.replies.map((reply) => (
            <CommentItem key={reply.commentId} comment={reply} actions={actions} />
          ))}
        </ol>
      )}
      {hiddenReplies && (
        <Button
          variant="ghost"
          className="comment__more-replies"
          aria-label={t('comments.moreReplies.label', name)}
          disabled={loadingReplies}
          onClick={() => {
            setLoadingReplies(true);
            void actions.onMoreReplies(comment).finally(() => setLoadingReplies(false));
          }}
        >
          {t('comments.moreReplies')}
        </Button>
      )}
    </li>
  );
}
