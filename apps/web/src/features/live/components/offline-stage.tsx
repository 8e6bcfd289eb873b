import type { LivestreamStatus } from '@crewcast/contracts/realtime';
import { Link } from 'react-router';
import { CalendarIcon } from '@/components/ui/icons';
import { useI18n } from '@/lib/i18n/i18n-provider';

type NextStream = NonNullable<LivestreamStatus['nextStream']>;

/** Not live: 'Offline', or the next stream's name with its live menu (when, who can watch, the chat). */
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
    <>
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
      <section className="live-menu" aria-label={t('live.menu.label')}>
        <dl className="live-menu__list">
          <div className="live-menu__item">
            <dt className="live-menu__term">{t('live.menu.starts')}</dt>
            <dd>{start ?? t('live.menu.startsSoon')}</dd>
          </div>
          <div className="live-menu__item">
            <dt className="live-menu__term">{t('live.menu.audience')}</dt>
            <dd>
              {next.requiresSubscription
                ? t('live.menu.audience.subscribers')
                : t('live.menu.audience.members')}
            </dd>
          </div>
          <div className="live-menu__item">
            <dt className="live-menu__term">{t('live.menu.chat')}</dt>
            <dd>
              <Link to={`/live-chat/${next.livestreamId}`} target="_blank">
                {t('live.menu.chat.open')}
                <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
              </Link>
            </dd>
          </div>
        </dl>
      </section>
    </>
  );
}
