import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { defaultChatId } from '@/lib/realtime/livestream-choice';
import { useLivestreamStatus } from '@/lib/realtime/livestream-status';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LiveChatPanel } from './components/live-chat-panel';

/** /live-chat and /live-chat/{id}: the chat alone, for a pop-out window (SPEC section 2). */
export function LiveChatPage() {
  const t = useTranslation();
  useDocumentTitle(t('liveChat.title'));
  const { id } = useParams();
  const status = useLivestreamStatus();
  const livestreamId = id ?? (status ? defaultChatId(status) : undefined);

  if (livestreamId) return <LiveChatPanel key={livestreamId} livestreamId={livestreamId} poppedOut />;
  if (livestreamId === null)
    return <EmptyState titleAs="h1" title={t('liveChat.none.title')} body={t('liveChat.none.body')} />;
  return (
    <div aria-busy="true" className="live-chat live-chat--popped-out">
      <h1 className="visually-hidden">{t('liveChat.title')}</h1>
      <p className="visually-hidden" role="status">
        {t('liveChat.loading')}
      </p>
      <Skeleton height="100%" />
    </div>
  );
}
