import type { Coupon } from '@crewcast/contracts/coupons';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { CouponTerms } from '@/components/payment/coupon-terms';
import { Button } from '@/components/ui/button';
import { TagIcon } from '@/components/ui/icons';
import { CodeInput } from '@/components/ui/input';
import { couponSearchQueryOptions } from '@/lib/billing/search-coupon';
import { logUnexpected, requestMessage, type ErrorRules } from '@/lib/errors/request-errors';
import { useTranslation } from '@/lib/i18n/i18n-provider';

/** SPEC section 5: a refused code shows the server's message as given. */
const COUPON_ERROR_RULES: ErrorRules = {
  asGiven: ['BAD_REQUEST', 'VALIDATION'],
  fallback: 'coupon.searchFailed',
};

export interface CheckoutCouponProps {
  applied: Coupon | null;
  onChange: (coupon: Coupon | null) => void;
  /** The checkout's refusal of the code, when it came to be used up or expired meanwhile. */
  error?: string;
}

/**
 * "Add a discount code" in the checkout: the code is looked up as on the discount code screen (the same search,
 * the same rules), and once found its terms show and the checkout sends it with the card.
 */
export function CheckoutCoupon({ applied, onChange, error }: CheckoutCouponProps) {
  const t = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);

  async function lookUp() {
    const typed = code.trim();
    if (!typed) {
      setLookupError(t('form.required'));
      return;
    }
    setLooking(true);
    setLookupError(null);
    try {
      const coupon = await queryClient.fetchQuery(couponSearchQueryOptions(typed));
      if (coupon) onChange(coupon);
      else setLookupError(t('coupon.notFound'));
    } catch (failure) {
      logUnexpected(failure, 'Looking up a discount code');
      setLookupError(requestMessage(failure, t, COUPON_ERROR_RULES));
    } finally {
      setLooking(false);
    }
  }

  // Enter looks the code up rather than submitting the whole checkout.
  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void lookUp();
  }

  if (applied) {
    return (
      <div className="checkout-coupon checkout-coupon--applied">
        <TagIcon className="checkout-coupon__icon" />
        <CouponTerms coupon={applied} />
        <Button variant="ghost" onClick={() => onChange(null)}>
          {t('payment.coupon.remove')}
        </Button>
        <p className="visually-hidden" role="status">
          {t('payment.coupon.applied', applied.code, t('coupon.percentOff', applied.percentOff))}
        </p>
      </div>
    );
  }
  if (!open && !error) {
    return (
      <Button variant="ghost" className="checkout-coupon__add" onClick={() => setOpen(true)}>
        <TagIcon />
        {t('payment.coupon.add')}
      </Button>
    );
  }
  return (
    <div className="checkout-coupon">
      <CodeInput
        label={t('coupon.field')}
        name="coupon"
        className="checkout-coupon__field"

        autoFocus={!error}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setLookupError(null);
        }}
        onKeyDown={handleKeyDown}
        error={lookupError ?? error}
      />
      <Button variant="secondary" className="checkout-coupon__apply" onClick={lookUp} pending={looking}>
        {t('payment.coupon.apply')}
      </Button>
    </div>
  );
}
