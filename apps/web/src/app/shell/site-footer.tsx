import { Link } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { LanguagePicker } from '@/features/localisation/language-picker';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';
import './site-footer.css';

/** DESIGN.md footer: legal documents, FAQ, store and language. */
export function SiteFooter() {
  const t = useTranslation();
  const { store_url: storeUrl } = useRemoteConfig();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <Logo />
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className="plain-list site-footer__links">
            <li>
              <Link to={paths.legalDocuments()}>{t('footer.legalDocuments')}</Link>
            </li>
            <li>
              <Link to={paths.faq()}>{t('footer.faq')}</Link>
            </li>
            {storeUrl && (
              <li>
                <Link to={paths.store()}>{t('footer.store')}</Link>
              </li>
            )}
          </ul>
        </nav>
        <LanguagePicker className="site-footer__language" />
      </div>
    </footer>
  );
}
