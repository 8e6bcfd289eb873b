import type { ConsoleLivestream } from '@crewcast/contracts/live';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleQuery } from '../components/console-query';
import { MediaFeatureNotice } from '../components/media-feature-notice';
import { useEditDialog } from '../components/use-edit-dialog';
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
  const streams = useConsoleLivestreams();
  const dialog = useEditDialog<ConsoleLivestream>();
  const saved = (stream: ConsoleLivestream, created: boolean) =>
    dialog.saved(t(created ? 'console.live.created' : 'console.live.saved', stream.title));

  return (
    <>
      <MediaFeatureNotice feature="live" />
      <div className="console-toolbar">
        <Button onClick={() => dialog.open(null)}>{t('console.live.new')}</Button>
      </div>
      <ConsoleQuery
        query={streams}
        loadingHeight={320}
        empty={{ title: t('console.live.empty.title'), body: t('console.live.empty.body') }}
      >
        {(list) => (
          <div className="livestream-list">
            {list.map((stream) => (
              <LivestreamCard key={stream.livestreamId} stream={stream} onEdit={dialog.open} />
            ))}
          </div>
        )}
      </ConsoleQuery>
      {dialog.editing && (
        <LivestreamDialog stream={dialog.editing.item} onClose={dialog.close} onSaved={saved} />
      )}
    </>
  );
}
