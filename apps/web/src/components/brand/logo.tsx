import { useTranslation } from '@/lib/i18n/i18n-provider';
import './logo.css';

/** The site's mark alone, for screens shown before the translations have loaded. */
export function LogoMark() {
  return (
    <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path className="logo__play" d="M13 10.5v11l9-5.5z" />
    </svg>
  );
}

/** The site's mark and name; the name comes from the translations so each network shows its own. */
export function Logo() {
  const t = useTranslation();
  return (
    <span className="logo">
      <LogoMark />
      {t('app.name')}
    </span>
  );
}
