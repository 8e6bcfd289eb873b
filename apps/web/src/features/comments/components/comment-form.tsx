import { COMMENT_MAX_LENGTH } from '@crewcast/contracts/constants/realtime';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { failureText, type RequestOutcome } from '@/lib/realtime/realtime-errors';

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
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const message = text.trim();
    if (!message || sending) return;
    setSending(true);
    const outcome = await onSubmit(message);
    setSending(false);
    if (outcome.ok) {
      setText('');
      setError(undefined);
    } else {
      setError(failureText(t, outcome));
    }
  }

  return (
    <form className="comment-form" onSubmit={submit}>
      <Textarea
        label={label}
        hint={t('comments.counter', text.length, COMMENT_MAX_LENGTH)}
        error={error}
        value={text}
        rows={2}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={t('comments.placeholder')}
        // A reply form opens where the member asked for it, so typing can start at once.
        autoFocus={autoFocus}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
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
