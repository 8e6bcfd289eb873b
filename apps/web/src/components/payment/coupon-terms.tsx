import type { Coupon } from '@crewcast/contracts/coupons';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import './payment.css';

/** SPEC section 4: a code shows as its name, its percent off and for how many months. */
export function CouponTerms({ coupon }: { coupon: Coupon }) {
  const t = useTranslation();
  return (
    <div className="coupon-terms">
      <p className="coupon-terms__code">{coupon.code}</p>
      <p className="coupon-terms__offer">
        <span className="coupon-terms__percent">{t('coupon.percentOff', coupon.percentOff)}</span>{' '}
        <span className="coupon-terms__months">
          {t(countSlug('coupon.months', coupon.durationInMonths), coupon.durationInMonths)}
        </span>
      </p>
    </div>
  );
}
