import type { AdminCoupon } from '@crewcast/contracts/console-billing';
import { useState } from 'react';
import { useConfirm } from '@/components/shell/confirm-dialog';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { useFormats } from '@/lib/i18n/use-formats';
import { ConsoleTime } from '../components/console-columns';
import { ConsoleFrame } from '../components/console-frame';
import { SearchFilter } from '../components/console-filters';
import { ConsoleList } from '../components/console-list';
import { useAddressFilters } from '../components/use-address-filters';
import { useStaffAction } from '../components/use-staff-action';
import { useCoupons } from './api/get-coupons';
import { useDeactivateCoupon, useDeleteCoupon, useExpireCoupon } from './api/coupon-changes';
import { BillingTabs } from './components/billing-tabs';
import { CouponStatus } from './components/coupon-status';
import { NewCouponDialog } from './components/new-coupon-dialog';
import './billing.css';

const FILTERS = ['search'] as const;

/** /admin/billing: discount codes with their redemptions so far; create, deactivate, expire. */
export function DiscountCodesPage() {
  const { t } = useI18n();
  const toast = useToast();
  const formats = useFormats();
  const filters = useAddressFilters(FILTERS);
  const { search } = filters.applied;
  const coupons = useCoupons(search);
  const [creating, setCreating] = useState(false);

  return (
    <ConsoleFrame title={t('console.billing.title')} lead={t('console.billing.coupons.lead')}>
      <BillingTabs />
      <div className="console-toolbar">
        <SearchFilter label={t('console.billing.coupons.search')} filters={filters} />
        <Button onClick={() => setCreating(true)}>{t('console.billing.coupon.new')}</Button>
      </div>
      <ConsoleList
        query={coupons}
        empty={{
          title: t('console.billing.coupons.empty.title'),
          body: t(search ? 'console.billing.coupons.empty.search' : 'console.billing.coupons.empty.body'),
        }}
        caption={t('console.billing.tab.discountCodes')}
        rows={(found) => found.coupons}
        rowKey={(coupon) => coupon.code}
        columns={[
          {
            key: 'code',
            header: t('console.billing.coupon.code'),
            sortBy: (coupon) => coupon.code,
            cell: (coupon) => (
              <>
                <span className="billing__code">{coupon.code}</span>
                {coupon.stripePromotionCodeId && (
                  <span className="billing__muted">{coupon.stripePromotionCodeId}</span>
                )}
              </>
            ),
          },
          {
            key: 'discount',
            header: t('console.billing.coupon.discount'),
            sortBy: (coupon) => coupon.percentOff,
            cell: (coupon) =>
              t(
                countSlug('console.billing.coupon.discount.value', coupon.durationInMonths),
                coupon.percentOff,
                coupon.durationInMonths,
              ),
          },
          {
            key: 'redemptions',
            header: t('console.billing.coupon.redemptions'),
            sortBy: (coupon) => coupon.redemptionCount,
            cell: (coupon) =>
              coupon.maxRedemptions === null
                ? formats.number(coupon.redemptionCount)
                : t('console.billing.coupon.redemptions.of', coupon.redemptionCount, coupon.maxRedemptions),
          },
          {
            key: 'expires',
            header: t('console.billing.coupon.expires'),
            sortBy: (coupon) => coupon.expiresAt ?? '9999',
            cell: (coupon) =>
              coupon.expiresAt ? <ConsoleTime at={coupon.expiresAt} /> : t('console.billing.coupon.noExpiry'),
          },
          {
            key: 'state',
            header: t('console.billing.coupon.state'),
            cell: (coupon) => <CouponStatus status={coupon.status} />,
          },
        ]}
        actions={{
          header: t('console.billing.coupon.actions'),
          cell: (coupon) => <CouponActions coupon={coupon} />,
        }}
      />
      {creating && (
        <NewCouponDialog
          onClose={() => setCreating(false)}
          stripe={coupons.data?.provider === 'stripe'}
          onCreated={(coupon) =>
            toast({ tone: 'success', message: t('console.billing.coupon.created', coupon.code) })
          }
        />
      )}
    </ConsoleFrame>
  );
}

function CouponActions({ coupon }: { coupon: AdminCoupon }) {
  const { t } = useI18n();
  const confirm = useConfirm();
  const act = useStaffAction();
  const deactivate = useDeactivateCoupon();
  const expire = useExpireCoupon();
  const remove = useDeleteCoupon();
  const open = coupon.status === 'active' || coupon.status === 'used-up';

  async function run(
    action: { mutateAsync: (code: string) => Promise<unknown> },
    slug: 'deactivate' | 'expire' | 'delete',
  ) {
    const confirmed = await confirm({
      title: t(`console.billing.coupon.${slug}.confirm`, coupon.code),
      body: t(`console.billing.coupon.${slug}.body`),
      confirmText: t(`console.billing.coupon.${slug}`),
    });
    if (!confirmed) return;
    await act({
      run: () => action.mutateAsync(coupon.code),
      done: t(`console.billing.coupon.${slug}.done`, coupon.code),
      failed: 'error.generic.body',
      what: `A discount code's ${slug}`,
    });
  }

  return (
    <div className="billing__actions">
      {open && (
        <Button
          variant="secondary"
          pending={deactivate.isPending}
          onClick={() => run(deactivate, 'deactivate')}
        >
          {t('console.billing.coupon.deactivate')}
          <span className="visually-hidden"> {coupon.code}</span>
        </Button>
      )}
      {open && (
        <Button variant="ghost" pending={expire.isPending} onClick={() => run(expire, 'expire')}>
          {t('console.billing.coupon.expire')}
          <span className="visually-hidden"> {coupon.code}</span>
        </Button>
      )}
      {coupon.redemptionCount === 0 && (
        <Button variant="danger" pending={remove.isPending} onClick={() => run(remove, 'delete')}>
          {t('console.billing.coupon.delete')}
          <span className="visually-hidden"> {coupon.code}</span>
        </Button>
      )}
    </div>
  );
}
