import type { AdminCoupon } from '@crewcast/contracts/console-billing';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import '@/components/ui/status-pill.css';

export function CouponStatus({ status }: { status: AdminCoupon['status'] }) {
  const t = useTranslation();
  return (
    <span className={status === 'active' ? 'status-pill status-pill--positive' : 'status-pill'}>
      {t(`console.billing.coupon.status.${status}`)}
    </span>
  );
}
