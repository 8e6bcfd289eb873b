import { Link } from 'react-router';
import { TitledSection } from '@/components/layout/titled-section';
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
    <TitledSection className="video-gate" titleClassName="video-gate__title" title={t('video.paywall.title')}>
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
    </TitledSection>
  );
}
