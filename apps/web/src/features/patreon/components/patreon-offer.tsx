import { PaymentAside } from '@/components/payment/payment-aside';
import { Button } from '@/components/ui/button';
import { ExternalLinkIcon, LinkIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useLinkPatreon } from '../api/connect-patreon';

/** The payment page's word to patrons (while patreon_enabled is on): link Patreon instead of paying here. */
export function PatreonOffer() {
  const t = useTranslation();
  const { link, pending } = useLinkPatreon();

  return (
    <PaymentAside icon={LinkIcon} text={t('patreon.offer')}>
      <Button variant="secondary" onClick={link} pending={pending}>
        {t('patreon.link')}
        <ExternalLinkIcon />
      </Button>
    </PaymentAside>
  );
}
