import { Button } from '@/components/ui/button';
import { ExternalLinkIcon, LinkIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useLinkPatreon } from '../api/connect-patreon';
import '../patreon.css';

/** The payment page's word to patrons (while patreon_enabled is on): link Patreon instead of paying here. */
export function PatreonOffer() {
  const t = useTranslation();
  const { link, pending } = useLinkPatreon();

  return (
    <div className="patreon-offer">
      <LinkIcon className="patreon-offer__icon" />
      <p className="patreon-offer__text">{t('patreon.offer')}</p>
      <Button variant="secondary" onClick={link} pending={pending}>
        {t('patreon.link')}
        <ExternalLinkIcon />
      </Button>
    </div>
  );
}
