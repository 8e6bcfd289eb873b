import type { LivestreamStatus } from '@crewcast/contracts/realtime';
import { CalendarIcon } from '@/components/ui/icons';
import { useI18n } from '@/lib/i18n/i18n-provider';

type NextStream = NonNullable<LivestreamStatus['nextStream']>;
type StartingStream = LivestreamStatus['starting'][number];

/** An encoder is sending and the stream is being packaged: it plays in a few seconds. */
export function StartingStage({ stream }: { stream: StartingStream }) {
  const { t } = useI18n();
  return (
    <div className="live-stage">
      <span className="live-stage__pill" role="status">
        {t('live.pill.starting')}
      </span>
      <h1 className="live-stage__title">{t('live.heading.next', stream.title)}</h1>
    </div>
  );
}

/** Not live: 'Offline', or the next stream's name and when it starts. */
export function OfflineStage({ next }: { next: NextStream | null }) {
  const { t, locale } = useI18n();
  if (!next)
    return (
      <div className="live-stage">
        <span className="live-stage__pill">{t('live.pill.offline')}</span>
        <h1 className="live-stage__title">{t('live.offline')}</h1>
        <p className="live-stage__lead">{t('live.offline.body')}</p>
      </div>
    );

  const start = next.scheduledStart
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(
        new Date(next.scheduledStart),
      )
    : null;
  return (
    <div className="live-stage">
      <span className="live-stage__pill">{t('live.pill.upNext')}</span>
      <h1 className="live-stage__title">{t('live.heading.next', next.title)}</h1>
      {start && (
        <p className="live-stage__lead">
          <CalendarIcon className="live-stage__icon" />
          <time dateTime={next.scheduledStart ?? undefined}>{start}</time>
        </p>
      )}
    </div>
  );
}
