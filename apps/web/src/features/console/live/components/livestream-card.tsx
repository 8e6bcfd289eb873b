import type { ConsoleLivestream, IngestHealth } from '@crewcast/contracts/live';
import { useState } from 'react';
import { Link } from 'react-router';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import '@/components/ui/status-pill.css';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { countSlug } from '@/lib/i18n/translate';
import { ConsoleCard } from '../../components/console-card';
import { useStaffAction } from '../../components/use-staff-action';
import { useLivestreamAction, type LivestreamAction } from '../api/livestream-action';

const STATE_PILL = {
  live: 'status-pill status-pill--danger',
  scheduled: 'status-pill',
  ended: 'status-pill',
};

/** The encoder as OBS and Twitch describe it: connected with what it sends, or why packaging failed. */
function EncoderStatus({ health }: { health: IngestHealth | null }) {
  const { t, locale } = useI18n();
  const formats = useFormats();
  if (!health) return <>{t('console.live.health.none')}</>;
  if (health.packagingError) return <>{t('console.live.encoder.failed', health.packagingError)}</>;
  if (health.bitrateKbps === 0 && health.fps === 0) return <>{t('console.live.encoder.connected')}</>;
  const mbps = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const measured = t(
    'console.live.encoder.measured',
    mbps.format(health.bitrateKbps / 1000),
    Math.round(health.fps),
  );
  if (health.droppedFrames === 0) return <>{measured}</>;
  return (
    <>
      {measured} · {t('console.live.encoder.dropped', formats.number(health.droppedFrames))}
    </>
  );
}

/** Copies a value and says so. */
function CopyField({ label, value, secret = false }: { label: string; value: string; secret?: boolean }) {
  const { t } = useI18n();
  const showToast = useToast();
  const [shown, setShown] = useState(!secret);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      showToast({ tone: 'success', message: t('console.live.copied', label) });
    } catch (error) {
      console.warn('Copying to the clipboard failed', error);
      showToast({ tone: 'error', message: t('console.live.copyFailed') });
    }
  }
  return (
    <div className="livestream-card__copy">
      <dt>{label}</dt>
      <dd>
        <code>{shown ? value : '•'.repeat(24)}</code>
        {secret && (
          <Button variant="ghost" onClick={() => setShown((now) => !now)}>
            {shown ? t('console.live.key.hide') : t('console.live.key.show')}
          </Button>
        )}
        <Button variant="secondary" aria-label={t('console.live.copy.named', label)} onClick={copy}>
          {t('console.live.copy')}
        </Button>
      </dd>
    </div>
  );
}

/** One livestream in the console: state, audience, ingest, where to point the encoder, and what to do next. */
export function LivestreamCard({
  stream,
  onEdit,
}: {
  stream: ConsoleLivestream;
  onEdit: (stream: ConsoleLivestream) => void;
}) {
  const { t } = useI18n();
  const formats = useFormats();
  const act = useStaffAction();
  const action = useLivestreamAction();
  const [confirming, setConfirming] = useState<LivestreamAction | null>(null);
  const when = (iso: string | null) => (iso ? formats.dateTime(iso) : '—');

  async function run(kind: LivestreamAction) {
    await act({
      run: () => action.mutateAsync({ livestreamId: stream.livestreamId, action: kind }),
      done: t(`console.live.${kind}.done`, stream.title),
      failed: 'console.live.actionFailed',
      what: 'A livestream action',
    });
    setConfirming(null);
  }

  return (
    <ConsoleCard
      as="article"
      className="livestream-card"
      headClassName="livestream-card__head"
      title={stream.title}
      titleClassName="livestream-card__title"
      status={
        <>
          <span className={STATE_PILL[stream.state]}>{t(`console.live.state.${stream.state}`)}</span>
          {stream.requiresSubscription && (
            <span className="status-pill">{t('console.live.subscribers')}</span>
          )}
        </>
      }
    >
      <dl className="livestream-card__facts">
        <div>
          <dt>{t('console.live.viewers')}</dt>
          <dd>
            {stream.state === 'live' ? t(countSlug('liveChat.viewers', stream.viewers), stream.viewers) : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('console.live.health')}</dt>
          <dd>
            <EncoderStatus health={stream.ingestHealth} />
          </dd>
        </div>
        <div>
          <dt>{stream.state === 'live' ? t('console.live.started') : t('console.live.next')}</dt>
          <dd>{when(stream.state === 'live' ? stream.startedAt : stream.scheduledStart)}</dd>
        </div>
        <div>
          <dt>{t('console.live.recording')}</dt>
          <dd>
            {stream.recordingShowId
              ? t(
                  stream.recordingPublish
                    ? 'console.live.recording.publish'
                    : 'console.live.recording.unpublished',
                )
              : t('console.live.recording.draft')}
          </dd>
        </div>
      </dl>

      {stream.externalUrl || stream.rtmpUrl ? (
        <dl className="livestream-card__ingest">
          {stream.externalUrl ? (
            <CopyField label={t('console.live.externalUrl')} value={stream.externalUrl} />
          ) : (
            <>
              <CopyField label={t('console.live.rtmpUrl')} value={stream.rtmpUrl} />
              <CopyField label={t('console.live.streamKey')} value={stream.streamKey} secret />
            </>
          )}
        </dl>
      ) : (
        <p className="livestream-card__note">{t('console.live.rtmpOff')}</p>
      )}

      {stream.recordings.length > 0 && (
        <section className="livestream-card__recordings" aria-label={t('console.live.recordings')}>
          <h3>{t('console.live.recordings')}</h3>
          <ul>
            {stream.recordings.map((recording) => (
              <li key={recording.recordingId}>
                <span>{when(recording.startedAt)}</span>
                <span className="status-pill">{t(`console.live.recording.status.${recording.status}`)}</span>
                {recording.error && <span className="livestream-card__reason">{recording.error}</span>}
                {recording.mediaId !== null && (
                  <Link to={`/admin/catalog/episodes/${recording.mediaId}`}>
                    {t('console.live.recording.episode')}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="livestream-card__actions">
        <Button
          variant="secondary"
          aria-label={t('console.live.edit.named', stream.title)}
          onClick={() => onEdit(stream)}
        >
          {t('console.live.edit')}
        </Button>
        {!stream.externalUrl && (
          <Button
            variant="secondary"
            aria-label={t('console.live.key.named', stream.title)}
            onClick={() => setConfirming('key')}
          >
            {t('console.live.key')}
          </Button>
        )}
        {stream.externalUrl && stream.state !== 'live' && (
          <Button onClick={() => run('start')}>{t('console.live.start')}</Button>
        )}
        {stream.state === 'live' && (
          <Button variant="danger" onClick={() => setConfirming('end')}>
            {t('console.live.end')}
          </Button>
        )}
      </div>

      <Dialog
        open={confirming !== null}
        role="alertdialog"
        onClose={() => setConfirming(null)}
        title={t(`console.live.${confirming ?? 'end'}.confirm.title`, stream.title)}
        description={t(`console.live.${confirming ?? 'end'}.confirm.body`)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              pending={action.isPending}
              onClick={() => (confirming ? run(confirming) : undefined)}
            >
              {t(`console.live.${confirming ?? 'end'}`)}
            </Button>
          </>
        }
      />
    </ConsoleCard>
  );
}
