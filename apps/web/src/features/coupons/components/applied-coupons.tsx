import { TitledSection } from '@/components/layout/titled-section';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingSkeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/billing/money';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useAppliedCoupons } from '../api/get-applied-coupons';
import { CouponTerms } from '@/components/payment/coupon-terms';

/** The codes already on the member's subscription, with when each was redeemed and when its discount ends. */
export function AppliedCoupons() {
  const { t, locale } = useI18n();
  const applied = useAppliedCoupons();
  return (
    <TitledSection
      className="applied-coupons"
      titleClassName="applied-coupons__title"
      title={t('coupon.appliedList.title')}
    >
      {applied.isPending ? (
        <LoadingSkeleton label={t('coupon.appliedList.loading')} height={72} />
      ) : applied.isError ? (
        <ErrorState title={t('coupon.appliedList.loadFailed')} onRetry={() => applied.refetch()} />
      ) : applied.data.length === 0 ? (
        <p className="applied-coupons__empty">{t('coupon.appliedList.empty')}</p>
      ) : (
        <ul className="plain-list applied-coupons__list">
          {applied.data.map((coupon) => (
            <li key={`${coupon.code}-${coupon.couponRedemptionDate}`} className="applied-coupon">
              <CouponTerms coupon={coupon} />
              <p className="applied-coupon__dates">
                {t(
                  'coupon.appliedList.dates',
                  formatDay(coupon.couponRedemptionDate, locale),
                  formatDay(coupon.discountEnd, locale),
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
