import { Link } from 'react-router';
import { buttonClassName, type ButtonVariant } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';

/** The way out of a dead end: back to the front page. */
export function HomeLink({ variant = 'secondary' }: { variant?: ButtonVariant }) {
  const t = useTranslation();
  return (
    <Link className={buttonClassName(variant)} to={paths.home()}>
      {t('common.backHome')}
    </Link>
  );
}
