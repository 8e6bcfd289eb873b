import { Link } from 'react-router';
import { BackLink } from '@/components/mobile-app/app-links';
import { buttonClassName } from '@/components/ui/button';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';

/** The way back from a gift screen, and the way on to another (e.g. the member's gifts). */
export function GiftNav({
  back,
  backLabel,
  next,
}: {
  back: string;
  backLabel: string;
  next?: { to: string; label: string };
}) {
  const t = useTranslation();
  return (
    <nav className="gift-nav" aria-label={t('gift.navigation')}>
      <BackLink className={`${buttonClassName('ghost')} gift-nav__back`} to={back}>
        <ChevronLeftIcon />
        {backLabel}
      </BackLink>
      {next && (
        <Link className={buttonClassName('secondary')} to={next.to}>
          {next.label}
        </Link>
      )}
    </nav>
  );
}
