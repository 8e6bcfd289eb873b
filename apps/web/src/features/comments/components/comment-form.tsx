import { COMMENT_MAX_LENGTH } from '@crewcast/contracts/constants/realtime';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { failureText, type RequestOutcome } from '@/lib/realtime/realtime-errors';
import { useMessageDraft } from '@/lib/realtime/use-message-draft';

export function CommentForm({
  label,
  submitText,
  initialText = '',
  onSubmit,
  onCancel,
  autoFocus = false,
}: {
  label: string;
  submitText: string;
  initialText?: string;
  onSubmit: (message: string) => Promise<RequestOutcome<object>>;
  /** Offers a cancel button (a reply form closes). */
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const t = useTranslation();
  const { text, type, failure, sending, submit } = useMessageDraft(onSubmit, { initialText });

  return (
    <form className="comment-form" onSubmit={submit}>
      <Textarea
        label={label}
        hint={t('comments.counter', text.length, COMMENT_MAX_LENGTH)}
        error={failure ? failureText(t, failure) : undefined}
        value={text}
        rows={2}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={t('comments.placeholder')}
        // A reply form opens where the member asked for it, so typing can start at once.
        autoFocus={autoFocus}
        onChange={(event) => type(event.target.value)}
      />
      <div className="comment-form__actions">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" pending={sending} disabled={text.trim() === ''}>
          {submitText}
        </Button>
      </div>
    </form>
  );
}
