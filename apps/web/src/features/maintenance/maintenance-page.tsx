import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import './maintenance-page.css';

/** Shown instead of the whole site while forced_maintenance is on (SPEC section 4). */
export function MaintenancePage() {
  const t = useTranslation();
  useDocumentTitle(t('maintenance.title'));
  return (
    <main className="maintenance">
      <Logo />
      <h1 className="maintenance__title">{t('maintenance.title')}</h1>
      <p className="maintenance__body">{t('maintenance.body', t('app.name'))}</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('maintenance.retry')}
      </Button>
    </main>
  );
}
