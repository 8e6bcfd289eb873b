import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleQuery } from '../components/console-query';
import { TitledSection } from '@/components/layout/titled-section';
import { useAdminLivestreams } from './api/get-admin-livestreams';
import { ModerationActionsTable } from './components/moderation-actions-table';
import { StreamChatSettings } from './components/stream-chat-settings';
import '@/components/ui/status-pill.css';
import './chat-moderation.css';

/** /admin/chat: recent moderation with undo, and each stream's slow mode and word filter. */
export function ChatModerationPage() {
  const t = useTranslation();
  const livestreams = useAdminLivestreams();

  return (
    <ConsoleFrame title={t('console.chat.title')} lead={t('console.chat.lead')}>
      <TitledSection className="chat-moderation__section" title={t('console.chat.actions.title')}>
        <ModerationActionsTable />
      </TitledSection>
      <TitledSection className="chat-moderation__section" title={t('console.chat.streams.title')}>
        <ConsoleQuery
          query={livestreams}
          loadingHeight={160}
          empty={{ title: t('console.chat.streams.empty.title'), body: t('console.chat.streams.empty.body') }}
        >
          {(list) => (
            <div className="chat-moderation__streams">
              {list.map((stream) => (
                <StreamChatSettings key={stream.livestreamId} stream={stream} />
              ))}
            </div>
          )}
        </ConsoleQuery>
      </TitledSection>
    </ConsoleFrame>
  );
}
