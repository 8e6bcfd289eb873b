import type { Author, ChatMessage } from '@crewcast/contracts/realtime';
import { useLayoutEffect, useReducer, useRef } from 'react';
import { AuthorLabel } from '@/components/community/author-label';
import { MenuButton, type MenuAction } from '@/components/ui/menu-button';
import { MoreIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { followReducer, INITIAL_FOLLOW, isNearBottom } from '../chat-scroll';

/** The chat log: follows new messages at the bottom, and stops following while the reader scrolls up. */
export function ChatMessageList({
  messages,
  label,
  moderationActions,
}: {
  messages: readonly ChatMessage[];
  label: string;
  /** A moderator's actions on a member's message; none for other members. */
  moderationActions?: (message: ChatMessage, author: Author) => MenuAction[];
}) {
  const t = useTranslation();
  const logRef = useRef<HTMLDivElement>(null);
  const [follow, dispatch] = useReducer(followReducer, INITIAL_FOLLOW);
  const newestShown = useRef<number | undefined>(undefined);

  useLayoutEffect(() => {
    const newest = messages.at(-1)?.id;
    const previous = newestShown.current;
    newestShown.current = newest;
    if (newest === undefined || newest === previous) return;
    const arrived = previous === undefined ? 0 : messages.filter(({ id }) => id > previous).length;
    dispatch({ type: 'arrived', count: arrived });
    if (follow.following && logRef.current) logRef.current.scrollTop = logRef.current.scrollHeight;
  }, [messages, follow.following]);

  function showNewest() {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
    dispatch({ type: 'jumped' });
  }

  return (
    <div className="chat-messages">
      <div
        ref={logRef}
        className="chat-messages__log"
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={label}
        // The log scrolls; keyboard readers scroll it too.
        tabIndex={0}
        onScroll={(event) => dispatch({ type: 'scrolled', nearBottom: isNearBottom(event.currentTarget) })}
      >
        {messages.length === 0 ? (
          <p className="chat-messages__empty">{t('liveChat.empty')}</p>
        ) : (
          <ol className="plain-list chat-messages__list">
            {messages.map((message) => {
              const { author } = message;
              return (
                <li
                  key={message.id}
                  className={author ? 'chat-message' : 'chat-message chat-message--announcement'}
                >
                  <p className="chat-message__body">
                    {author ? (
                      <AuthorLabel author={author} />
                    ) : (
                      <span className="chat-message__announcer">{t('liveChat.announcement')}</span>
                    )}
                    <span className="visually-hidden">:</span>{' '}
                    <span className="chat-message__text">{message.message}</span>
                  </p>
                  {author && moderationActions && (
                    <MenuButton
                      label={t('liveChat.moderate', author.displayName)}
                      icon={<MoreIcon />}
                      actions={moderationActions(message, author)}
                    />
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </div>
      {!follow.following && follow.unseen > 0 && (
        <button type="button" className="chat-messages__newer" onClick={showNewest}>
          {t(countSlug('liveChat.newMessages', follow.unseen), follow.unseen)}
        </button>
      )}
    </div>
  );
}
