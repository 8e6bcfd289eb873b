import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { InlineAlert } from '@/components/ui/inline-alert';
import { CodeInput } from '@/components/ui/input';
import { formatDay } from '@/lib/billing/money';
import { logUnexpected, requestMessage, type ErrorRules } from '@/lib/errors/request-errors';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { paths } from '@/lib/paths';
import { useRedeemGift } from '../api/redeem-gift';

/** How a refused gift code reads. */
const REDEEM_ERROR_RULES: ErrorRules = {
  codes: {
    GIFT_UNKNOWN: 'gift.redeem.error.notFound',
    GIFT_REDEEMED: 'gift.redeem.error.redeemed',
    GIFT_REFUNDED: 'gift.redeem.error.refunded',
  },
  fields: { code: 'code' },
  fieldSlugs: { code: 'gift.redeem.error.notFound' },
  fallback: 'gift.redeem.error.unknown',
};

/** Redeems a gift code (the mailed link fills it in) onto the member's own access. */
export function RedeemGiftForm({ initialCode }: { initialCode: string }) {
  const { t, locale } = useI18n();
  const redeem = useRedeemGift();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (redeem.isPending) return;
    if (!code.trim()) {
      setError(t('gift.redeem.error.required'));
      return;
    }
    setError(null);
    try {
      await redeem.mutateAsync({ code: code.trim() });
      setCode('');
    } catch (failure) {
      logUnexpected(failure, 'Redeeming a gift');
      setError(requestMessage(failure, t, REDEEM_ERROR_RULES));
    }
  }

  return (
    <form className="gift-form" noValidate onSubmit={handleSubmit} aria-label={t('gift.redeem.title')}>
      {redeem.isSuccess && (
        <InlineAlert
          tone="success"
          action={
            <Link className={buttonClassName('secondary')} to={paths.home()}>
              {t('gift.redeem.watch')}
            </Link>
          }
        >
          {t(
            'gift.redeem.done',
            t(countSlug('gift.months', redeem.data.months), redeem.data.months),
            formatDay(redeem.data.subscriptionEndDate, locale),
          )}
        </InlineAlert>
      )}
      <CodeInput
        label={t('gift.redeem.code')}
        name="giftCode"

        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error ?? undefined}
      />
      <Button type="submit" pending={redeem.isPending}>
        {t('gift.redeem.submit')}
      </Button>
    </form>
  );
}
