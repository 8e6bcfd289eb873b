import type { AdminCoupon } from '@crewcast/contracts/console-billing';
import { useState } from 'react';
import { useConfirm } from '@/components/shell/confirm-dialog';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ConsoleFrame } from '../components/console-frame';
import { actionErrorsOf } from '../members/components/action-errors';
import { useCoupons } from './api/get-coupons';
import { useDeactivateCoupon } from './api/deactivate-coupon';
import { useDeleteCoupon } from './api/delete-coupon';
import { useExpireCoupon } from './api/expire-coupon';
import { BillingTabs } from './components/billing-tabs';
import { CouponStatus } from './components/coupon-status';
import { ListState } from './components/list-state';
import { NewCouponDialog } from './components/new-coupon-dialog';
import './billing.css';

const SEARCH_DEBOUNCE_MS = 300;

/** /admin/billing: discount codes with their redemptions so far; create, deactivate, expire. */
export function DiscountCodesPage() {
  const { t } = useI18n();
  const toast = useToast();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const coupons = useCoupons(search);
  const [creating, setCreating] = useState(false);

  return (
    <ConsoleFrame title={t('console.billing.title')} lead={t('console.billing.coupons.lead')}>
      <BillingTabs />
      <div className="console-toolbar">
        <Input
          className="billing__search"
          type="search"
          label={t('console.billing.coupons.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button onClick={() => setCreating(true)}>{t('console.billing.coupon.new')}</Button>
      </div>
      <ListState
        pending={coupons.isPending}
        error={coupons.isError}
        empty={coupons.data?.coupons.length === 0}
        onRetry={() => coupons.refetch()}
        emptyTitle={t('console.billing.coupons.empty.title')}
        emptyBody={t(search ? 'console.billing.coupons.empty.search' : 'console.billing.coupons.empty.body')}
      >
        <div className="console-table-wrap" role="region" aria-label={t('console.table.label')} tabIndex={0}>
          <table className="console-table">
            <caption className="visually-hidden">{t('console.billing.tab.discountCodes')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('console.billing.coupon.code')}</th>
                <th scope="col">{t('console.billing.coupon.discount')}</th>
                <th scope="col">{t('console.billing.coupon.redemptions')}</th>
                <th scope="col" className="billing__wide-only">
                  {t('console.billing.coupon.expires')}
                </th>
                <th scope="col">{t('console.billing.coupon.state')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('console.billing.coupon.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {coupons.data?.coupons.map((coupon) => (
                <CouponRow key={coupon.code} coupon={coupon} />
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
      <NewCouponDialog
        open={creating}
        onClose={() => setCreating(false)}
        stripe={coupons.data?.provider === 'stripe'}
        onCreated={(coupon) =>
          toast({ tone: 'success', message: t('console.billing.coupon.created', coupon.code) })
        }
      />
    </ConsoleFrame>
  );
}

function CouponRow({ coupon }: { coupon: AdminCoupon }) {
  const { t, locale } = useI18n();
  const toast = useToast();
  const confirm = useConfirm();
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
    try {
      await action.mutateAsync(coupon.code);
      toast({ tone: 'success', message: t(`console.billing.coupon.${slug}.done`, coupon.code) });
    } catch (failure) {
      const errors = actionErrorsOf(failure, t('error.generic.body'));
      toast({ tone: 'error', message: errors.message ?? t('error.generic.body') });
    }
  }

  return (
    <tr>
      <td>
        <span className="billing__code">{coupon.code}</span>
        {coupon.stripePromotionCodeId && (
          <span className="billing__muted">{coupon.stripePromotionCodeId}</span>
        )}
      </td>
      <td>
        {t(
          countSlug('console.billing.coupon.discount.value', coupon.durationInMonths),
          String(coupon.percentOff),
          String(coupon.durationInMonths),
        )}
      </td>
      <td>
        {coupon.maxRedemptions === null
          ? String(coupon.redemptionCount)
          : t(
              'console.billing.coupon.redemptions.of',
              String(coupon.redemptionCount),
              String(coupon.maxRedemptions),
            )}
      </td>
      <td className="billing__wide-only">
        {coupon.expiresAt ? (
          <time dateTime={coupon.expiresAt}>
            {new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(coupon.expiresAt))}
          </time>
        ) : (
          t('console.billing.coupon.noExpiry')
        )}
      </td>
      <td>
        <CouponStatus status={coupon.status} />
      </td>
      <td>
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
      </td>
    </tr>
  );
}
