import type { Gift } from '@crewcast/contracts/gifts';
import { useTranslation } from '@/lib/i18n/i18n-provider';

export function GiftStatus({ gift }: { gift: Gift }) {
  const t = useTranslation();
  return (
    <span className={gift.status === 'redeemed' ? 'gift-status gift-status--redeemed' : 'gift-status'}>
      {t(`gift.status.${gift.status}`)}
    </span>
  );
}
