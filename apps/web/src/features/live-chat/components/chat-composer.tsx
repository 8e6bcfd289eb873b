import type { ChatRestriction } from '@crewcast/contracts/realtime';
import { CHAT_MESSAGE_MAX_LENGTH } from '@crewcast/contracts/constants/realtime';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { failureText } from '@/lib/realtime/realtime-errors';
import { useMessageDraft } from '@/lib/realtime/use-message-draft';
import { isRestricted } from '../chat-log';
import type { SendResult } from '../use-live-chat';

/** Whether the restriction holds now, turning false by itself when a time-out runs out. */
function useRestricted(restriction: ChatRestriction | null): boolean {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (restriction?.kind !== 'timeout') return;
    const left = Math.max(0, Date.parse(restriction.until) - Date.now());
    const timer = setTimeout(() => setNow(Date.now()), left + 250);
    return () => clearTimeout(timer);
  }, [restriction]);
  return isRestricted(restriction, now);
}

export function ChatComposer({
  onSend,
  restriction,
  slowModeSeconds,
}: {
  onSend: (message: string) => Promise<SendResult>;
  restriction: ChatRestriction | null;
  slowModeSeconds: number;
}) {
  const { t, locale } = useI18n();
  const inputId = useId();
  const counterId = useId();
  const restricted = useRestricted(restriction);
  const { text, type, failure, sending, submit } = useMessageDraft(onSend, { blocked: restricted });

  const notice = !restricted
    ? null
    : restriction?.kind === 'timeout'
      ? t(
          'liveChat.restriction.timeout',
          new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(restriction.until)),
        )
      : t('liveChat.restriction.ban');

  return (
    <form className="chat-composer" onSubmit={submit}>
      {notice && <p className="chat-composer__notice">{notice}</p>}
      {!notice && slowModeSeconds > 0 && (
        <p className="chat-composer__hint">
          {t(countSlug('liveChat.slowMode', slowModeSeconds), slowModeSeconds)}
        </p>
      )}
      {failure && (
        <p className="chat-composer__error" role="alert">
          {failureText(t, failure)}
        </p>
      )}
      <label className="visually-hidden" htmlFor={inputId}>
        {t('liveChat.input.label')}
      </label>
      <div className="chat-composer__row">
        <input
          id={inputId}
          className="chat-composer__input"
          value={text}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={t('liveChat.input.placeholder')}
          autoComplete="off"
          disabled={restricted}
          aria-describedby={counterId}
          onChange={(event) => type(event.target.value)}
        />
        <Button type="submit" pending={sending} disabled={restricted || text.trim() === ''}>
          {t('liveChat.send')}
        </Button>
      </div>
      <p className="chat-composer__counter" id={counterId}>
        {t('liveChat.counter', text.length, CHAT_MESSAGE_MAX_LENGTH)}
      </p>
    </form>
  );
}
