import type { Gift } from '@crewcast/contracts/gifts';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { redeemLink } from '../gift-paths';
import { CopyButton } from './copy-button';

/** A gift's code, big enough to read out, with buttons that copy it or the link that redeems it. */
export function GiftCode({ gift }: { gift: Gift }) {
  const t = useTranslation();
  const labelId = useId();
  return (
    <div className="gift-code">
      <p className="gift-code__label" id={labelId}>
        {t('gift.code')}
      </p>
      <p className="gift-code__value" aria-labelledby={labelId}>
        {gift.code}
      </p>
      <div className="gift-code__actions">
        <CopyButton text={gift.code} label={t('gift.copyCode')} />
        <CopyButton text={redeemLink(gift.code, window.location.origin)} label={t('gift.copyLink')} />
      </div>
    </div>
  );
}
