import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleFrame } from '../components/console-frame';
import { useAdminLivestreams } from './api/get-admin-livestreams';
import { useModerationActions } from './api/get-moderation-actions';
import { ModerationActionsTable } from './components/moderation-actions-table';
import { StreamChatSettings } from './components/stream-chat-settings';
import '@/components/ui/status-pill.css';
import './chat-moderation.css';

/** /admin/chat: recent moderation with undo, and each stream's slow mode and word filter. */
export function ChatModerationPage() {
  const t = useTranslation();
  const actions = useModerationActions();
  const livestreams = useAdminLivestreams();

  return (
    <ConsoleFrame title={t('console.chat.title')} lead={t('console.chat.lead')}>
      <section className="chat-moderation__section" aria-labelledby="chat-moderation-actions">
        <h2 id="chat-moderation-actions">{t('console.chat.actions.title')}</h2>
        {actions.isPending ? (
          <Loading />
        ) : actions.isError ? (
          <ErrorState onRetry={() => actions.refetch()} />
        ) : actions.data.length === 0 ? (
          <EmptyState
            title={t('console.chat.actions.empty.title')}
            body={t('console.chat.actions.empty.body')}
          />
        ) : (
          <ModerationActionsTable actions={actions.data} />
        )}
      </section>
      <section className="chat-moderation__section" aria-labelledby="chat-moderation-streams">
        <h2 id="chat-moderation-streams">{t('console.chat.streams.title')}</h2>
        {livestreams.isPending ? (
          <Loading />
        ) : livestreams.isError ? (
          <ErrorState onRetry={() => livestreams.refetch()} />
        ) : livestreams.data.length === 0 ? (
          <EmptyState
            title={t('console.chat.streams.empty.title')}
            body={t('console.chat.streams.empty.body')}
          />
        ) : (
          <div className="chat-moderation__streams">
            {livestreams.data.map((stream) => (
              <StreamChatSettings key={stream.livestreamId} stream={stream} />
            ))}
          </div>
        )}
      </section>
    </ConsoleFrame>
  );
}

function Loading() {
  const t = useTranslation();
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('common.loading')}
      </p>
      <Skeleton height={160} />
    </div>
  );
}
