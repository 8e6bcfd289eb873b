import { useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { ChevronRightIcon, DownloadIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { callMobileApp, mobileAppAnswers } from '@/lib/mobile-app-bridge';
import { storage } from '@/lib/storage';
import { AccountSection } from './account-section';

/** Mobile apps download over Wi-Fi only until the member says otherwise. */
const DEFAULT_WIFI_ONLY = true;

/**
 * Inside a mobile app that keeps downloads: the way to them (downloadsRedirect) and the "download on Wi-Fi only"
 * switch (downloadWifiOnly). A browser cannot download videos, so elsewhere there is nothing here.
 */
export function AppDownloadsSection() {
  const t = useTranslation();
  const [wifiOnly, setWifiOnly] = useState(() => storage.downloadWifiOnly.get() ?? DEFAULT_WIFI_ONLY);
  if (!mobileAppAnswers('downloadsRedirect')) return null;

  function changeWifiOnly(enabled: boolean) {
    storage.downloadWifiOnly.set(enabled);
    setWifiOnly(enabled);
    callMobileApp('downloadWifiOnly', { enabled });
  }

  return (
    <AccountSection title={t('account.downloads.title')} icon={DownloadIcon}>
      <div className="app-downloads">
        <button
          type="button"
          className="account-links__link app-downloads__entry"
          onClick={() => callMobileApp('downloadsRedirect')}
        >
          <span className="account-links__text">
            <span className="account-links__label">{t('account.downloads.open')}</span>
            <span className="account-links__description">{t('account.downloads.open.description')}</span>
          </span>
          <ChevronRightIcon className="account-links__chevron" />
        </button>
        <Checkbox
          variant="switch"
          label={t('account.downloads.wifiOnly')}
          hint={t('account.downloads.wifiOnly.hint')}
          checked={wifiOnly}
          onChange={(event) => changeWifiOnly(event.target.checked)}
        />
      </div>
    </AccountSection>
  );
}
