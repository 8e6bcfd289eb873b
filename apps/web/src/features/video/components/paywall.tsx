import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { FREE_TRIAL_DAYS } from '@/lib/business-constants';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';

/**
 * In the player's place for subscriber-only media: what membership gives, and the way to /payment, which shows
 * this episode and comes back to it once subscribed.
 */
export function Paywall({ mediaId }: { mediaId: number }) {
  const t = useTranslation();
  const perks = [
    t('video.paywall.adFree'),
    t('video.paywall.devices'),
    t('video.paywall.greenlight'),
    t('video.paywall.trial', FREE_TRIAL_DAYS),
  ];
  return (
    <section className="video-gate" aria-labelledby="paywall-title">
      <h2 className="video-gate__title" id="paywall-title">
        {t('video.paywall.title')}
      </h2>
      <p>{t('video.paywall.body')}</p>
      <ul className="plain-list video-gate__perks">
        {perks.map((perk) => (
          <li key={perk}>
            <CheckIcon />
            {perk}
          </li>
        ))}
      </ul>
      <Link
        className={buttonClassName('primary', 'large')}
        to={paths.payment({ returnTo: paths.video(mediaId) })}
      >
        {t('video.paywall.subscribe')}
      </Link>
    </section>
  );
}
