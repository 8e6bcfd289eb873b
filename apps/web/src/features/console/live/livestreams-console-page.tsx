import type { ConsoleLivestream } from '@crewcast/contracts/live';
import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleFrame } from '../components/console-frame';
import { useConsoleLivestreams } from './api/get-console-livestreams';
import { LivestreamCard } from './components/livestream-card';
import { LivestreamDialog } from './components/livestream-dialog';
import './livestreams-console.css';

/** /admin/live: every livestream, where an encoder publishes to it, its state and health, and its recordings. */
export function LivestreamsConsolePage() {
  const t = useTranslation();
  return (
    <ConsoleFrame title={t('console.live.title')} lead={t('console.live.lead')}>
      <LivestreamsConsole />
    </ConsoleFrame>
  );
}

/** Inside the frame, so nothing is asked of the server for accounts the frame turns away. */
function LivestreamsConsole() {
  const t = useTranslation();
  const showToast = useToast();
  const streams = useConsoleLivestreams();
  const [editing, setEditing] = useState<{ stream: ConsoleLivestream | null } | null>(null);

  function saved(stream: ConsoleLivestream, created: boolean) {
    setEditing(null);
    showToast({
      tone: 'success',
      message: t(created ? 'console.live.created' : 'console.live.saved', stream.title),
    });
  }

  return (
    <>
      <div className="console-toolbar">
        <Button onClick={() => setEditing({ stream: null })}>{t('console.live.new')}</Button>
      </div>
      {streams.isPending ? (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            {t('common.loading')}
          </p>
          <Skeleton height={320} />
        </div>
      ) : streams.isError ? (
        <ErrorState onRetry={() => streams.refetch()} />
      ) : streams.data.length === 0 ? (
        <EmptyState title={t('console.live.empty.title')} body={t('console.live.empty.body')} />
      ) : (
        <div className="livestream-list">
          {streams.data.map((stream) => (
            <LivestreamCard
              key={stream.livestreamId}
              stream={stream}
              onEdit={(chosen) => setEditing({ stream: chosen })}
            />
          ))}
        </div>
      )}
      <LivestreamDialog
        open={editing !== null}
        stream={editing?.stream ?? null}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
    </>
  );
}
