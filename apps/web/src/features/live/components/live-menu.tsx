import type { LivestreamStatus } from '@crewcast/contracts/realtime';
import { Link } from 'react-router';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { useNow } from '@/lib/use-now';

type NextStream = NonNullable<LivestreamStatus['nextStream']>;

const UNITS = [
  { unit: 'day', ms: 24 * 60 * 60 * 1000 },
  { unit: 'hour', ms: 60 * 60 * 1000 },
  { unit: 'minute', ms: 60 * 1000 },
] as const;

/** How far off a start is, in the largest whole unit: "in 3 days", "in 2 hours". */
export function startsIn(locale: string, start: number, now: number): string {
  const left = start - now;
  const { unit, ms } = UNITS.find((candidate) => Math.abs(left) >= candidate.ms) ?? UNITS[2];
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(Math.round(left / ms), unit);
}

/** The live menu beside a scheduled stream (SPEC section 2): when it starts, who can watch, and its chat. */
export function LiveMenu({ next }: { next: NextStream }) {
  const { t, locale } = useI18n();
  const now = useNow();
  return (
    <section className="live-menu" aria-label={t('live.menu.label')}>
      <dl className="plain-list live-menu__list">
        <div className="live-menu__item">
          <dt className="live-menu__term">{t('live.menu.starts')}</dt>
          <dd>
            {next.scheduledStart
              ? startsIn(locale, Date.parse(next.scheduledStart), now)
              : t('live.menu.startsSoon')}
          </dd>
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
            <Link to={paths.liveChat(next.livestreamId)} target="_blank">
              {t('live.menu.chat.open')}
              <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
            </Link>
          </dd>
        </div>
      </dl>
    </section>
  );
}
