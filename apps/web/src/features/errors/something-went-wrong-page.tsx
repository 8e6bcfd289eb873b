import { useLocation } from 'react-router';
import { HomeLink } from '@/components/home-link';
import { ErrorState } from '@/components/ui/error-state';
import { areMenusHidden } from '@/lib/menus';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Where pages that need a login send visitors whose menus are hidden (mobile apps, ?hidemenus): the wrapping
 * app owns sign-in there, so this page offers no way into the site's own.
 */
export function SomethingWentWrongPage() {
  const t = useTranslation();
  const location = useLocation();
  useDocumentTitle(t('somethingWentWrong.title'));
  const embedded = areMenusHidden(location.pathname + location.search);
  return (
    <div className="container">
      <ErrorState
        titleAs="h1"
        title={t('somethingWentWrong.title')}
        body={t('somethingWentWrong.body')}
        action={embedded ? undefined : <HomeLink />}
      />
    </div>
  );
}
