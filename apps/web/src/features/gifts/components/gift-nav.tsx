import { Link } from 'react-router';
import { PageLinks } from '@/components/layout/page-links';
import { buttonClassName } from '@/components/ui/button';
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
    <PageLinks className="gift-nav" label={t('gift.navigation')} back={back} backLabel={backLabel}>
      {next && (
        <Link className={buttonClassName('secondary')} to={next.to}>
          {next.label}
        </Link>
      )}
    </PageLinks>
  );
}
