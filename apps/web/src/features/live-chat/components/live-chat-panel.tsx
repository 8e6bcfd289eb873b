import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { ConnectionStatus } from '@/components/realtime/connection-status';
import { IconButton } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { ExternalLinkIcon, ShieldIcon } from '@/components/ui/icons';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { paths } from '@/lib/paths';
import { isModerator } from '@/lib/user-info/moderators';
import { useUserInfo } from '@/lib/user-info/use-user-info';
import { useChatInView } from '../chat-in-view';
import { useLiveChat } from '../use-live-chat';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import { useChatModeration } from './use-chat-moderation';
import '../live-chat.css';

const NO_EXTRA_WORDS = [] as const;
const MODERATION_PATH = '/admin/chat';

/** Opens the chat alone in a small window of its own. */
function popOut(livestreamId: string) {
  window.open(paths.liveChat(livestreamId), `crewcast-chat-${livestreamId}`, 'popup,width=420,height=760');
}

/** A livestream's chat: the log, who is watching, the connection, and the send box. */
export function LiveChatPanel({
  livestreamId,
  poppedOut = false,
}: {
  livestreamId: string;
  poppedOut?: boolean;
}) {
  const t = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  useChatInView(panelRef);
  const chat = useLiveChat(livestreamId);
  const moderator = isModerator(useUserInfo(NO_EXTRA_WORDS).info?.accountType);
  const moderationActions = useChatModeration(livestreamId, chat.removeLocally);
  // Alone in its window the chat is the page, so its title is the page's heading.
  const Title = poppedOut ? 'h1' : 'h2';

  return (
    <section
      ref={panelRef}
      className={poppedOut ? 'live-chat live-chat--popped-out' : 'live-chat'}
      aria-labelledby={titleId}
    >
      <header className="live-chat__header">
        <div className="live-chat__heading">
          <Title id={titleId} className="live-chat__title">
            {t('liveChat.title')}
          </Title>
          {chat.viewers !== null && (
            <span className="live-chat__viewers">
              {t(countSlug('liveChat.viewers', chat.viewers), chat.viewers)}
            </span>
          )}
        </div>
        <div className="live-chat__tools">
          <ConnectionStatus />
          {moderator && (
            <Link className="live-chat__tool" to={MODERATION_PATH} aria-label={t('liveChat.moderationLink')}>
              <ShieldIcon />
            </Link>
          )}
          {!poppedOut && (
            <IconButton label={t('liveChat.popOut')} onClick={() => popOut(livestreamId)}>
              <ExternalLinkIcon />
            </IconButton>
          )}
        </div>
      </header>
      {chat.status === 'loading' ? (
        <LoadingRegion className="live-chat__loading" label={t('liveChat.loading')}>
          {[70, 45, 85, 60, 75].map((width) => (
            <Skeleton key={width} shape="text" width={`${width}%`} />
          ))}
        </LoadingRegion>
      ) : chat.status === 'error' ? (
        <div className="live-chat__loading">
          <ErrorState title={t('liveChat.loadFailed')} onRetry={chat.retry} />
        </div>
      ) : (
        <ChatMessageList
          messages={chat.messages}
          label={t('liveChat.log')}
          moderationActions={moderator ? moderationActions : undefined}
        />
      )}
      <ChatComposer
        onSend={chat.send}
        restriction={chat.restriction}
        slowModeSeconds={chat.slowModeSeconds}
      />
    </section>
  );
}
