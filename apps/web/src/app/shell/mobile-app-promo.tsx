import { useState } from 'react';
import { useLocation } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import { buttonClassName, IconButton } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { parseExternalUrl } from '@/lib/external-navigation';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';
import { storage } from '@/lib/storage';
import { appStoreUrl, shouldShowMobilePromo } from './mobile-app-promo-rules';
import './mobile-app-promo.css';

/**
 * Invites phone and tablet visitors to the network's app, until they close it for a week. It sits in the page's
 * flow under the menu, so it never covers a field or a button.
 */
export function MobileAppPromo({ menusHidden }: { menusHidden: boolean }) {
  const t = useTranslation();
  const location = useLocation();
  const config = useRemoteConfig();
  const [dismissedAt, setDismissedAt] = useState(() => storage.mobilePromoDismissedAt.get());
  const [openedAt] = useState(() => Date.now());
  const device = { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints };
  const storeUrl = parseExternalUrl(appStoreUrl(device, config));

  const shown = shouldShowMobilePromo({
    url: location.pathname + location.search,
    menusHidden,
    dismissedAt,
    now: openedAt,
    device,
  });
  // Without a store page for this device there is nothing to offer.
  if (!shown || !storeUrl) return null;

  function dismiss() {
    const now = Date.now();
    storage.mobilePromoDismissedAt.set(now);
    setDismissedAt(now);
  }

  return (
    <aside className="mobile-promo" aria-label={t('mobilePromo.label')}>
      <LogoMark />
      <div className="mobile-promo__text">
        <p className="mobile-promo__title">{t('mobilePromo.title', t('app.name'))}</p>
        <p className="mobile-promo__body">{t('mobilePromo.body')}</p>
      </div>
      <a
        className={`${buttonClassName()} mobile-promo__get`}
        href={storeUrl.href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('mobilePromo.get')}
      </a>
      <IconButton label={t('mobilePromo.close')} onClick={dismiss}>
        <CloseIcon />
      </IconButton>
    </aside>
  );
}
