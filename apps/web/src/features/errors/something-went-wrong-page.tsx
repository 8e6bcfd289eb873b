import { useLocation } from 'react-router';
import { HomeLink } from '@/components/home-link';
import { ErrorPage } from '@/components/layout/error-page';
import { areMenusHidden } from '@/lib/menus';
import { useTranslation } from '@/lib/i18n/i18n-provider';

/**
 * Where pages that need a login send visitors whose menus are hidden (mobile apps, ?hidemenus): the wrapping
 * app owns sign-in there, so this page offers no way into the site's own.
 */
export function SomethingWentWrongPage() {
  const t = useTranslation();
  const location = useLocation();
  const embedded = areMenusHidden(location.pathname + location.search);
  return (
    <ErrorPage
      title={t('somethingWentWrong.title')}
      body={t('somethingWentWrong.body')}
      action={embedded ? undefined : <HomeLink />}
    />
  );
}
