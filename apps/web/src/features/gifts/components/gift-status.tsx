import type { Gift } from '@crewcast/contracts/gifts';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import '@/components/ui/status-pill.css';

export function GiftStatus({ gift }: { gift: Gift }) {
  const t = useTranslation();
  return (
    <span
      className={
        gift.status === 'redeemed'
          ? 'status-pill status-pill--positive gift-status'
          : 'status-pill gift-status'
      }
    >
      {t(`gift.status.${gift.status}`)}
    </span>
  );
}
