import { useState } from 'react';
import { PaymentAside } from '@/components/payment/payment-aside';
import { Button } from '@/components/ui/button';
import { RetryIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { callMobileApp, mobileAppAnswers } from '@/lib/mobile-app-bridge';

/**
 * Inside a mobile app that sells through its store: "Restore purchases" asks the app to restore them
 * (restorePurchases). A browser has no store purchases, so elsewhere there is nothing here.
 */
export function RestorePurchases() {
  const t = useTranslation();
  const [asked, setAsked] = useState(false);
  if (!mobileAppAnswers('restorePurchases')) return null;

  function restore() {
    setAsked(callMobileApp('restorePurchases'));
  }

  return (
    <PaymentAside icon={RetryIcon} text={t('payment.restore.body')} className="restore-purchases">
      <Button type="button" variant="secondary" onClick={restore}>
        {t('payment.restore')}
      </Button>
      <p className="restore-purchases__status" role="status">
        {asked ? t('payment.restore.asked') : ''}
      </p>
    </PaymentAside>
  );
}
