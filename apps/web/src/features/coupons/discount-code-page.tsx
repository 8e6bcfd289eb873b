import type { Coupon } from '@crewcast/contracts/coupons';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PageLinks } from '@/components/layout/page-links';
import { Page } from '@/components/layout/page';
import { useToast } from '@/components/shell/toast';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { TagIcon } from '@/components/ui/icons';
import { InlineAlert } from '@/components/ui/inline-alert';
import { CodeInput } from '@/components/ui/input';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useSubscription } from '@/lib/billing/get-subscription';
import { givesAccess } from '@/lib/billing/subscription-rules';
import { logUnexpected, requestMessage, type ErrorRules } from '@/lib/errors/request-errors';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { callMobileApp } from '@/lib/mobile-app-bridge';
import { paths } from '@/lib/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useNow } from '@/lib/use-now';
import { useApplyCoupon } from './api/apply-coupon';
import { useCouponSearch } from '@/lib/billing/search-coupon';
import { AppliedCoupons } from './components/applied-coupons';
import { CouponTerms } from '@/components/payment/coupon-terms';
import '@/components/ui/icon-tile.css';
import './discount-code-page.css';

/** SPEC sections 5 and 8: a refused code shows the server's message as given. */
const COUPON_ERROR_RULES: ErrorRules = {
  asGiven: ['BAD_REQUEST', 'VALIDATION'],
  fallback: 'coupon.applyFailed',
};

/** SPEC section 9: the code is looked up once typing has paused this long. */
export const COUPON_SEARCH_DEBOUNCE_MS = 500;

/** SPEC sections 2 and 4, "Discount code screens": look a code up, then apply it to the subscription. */
export function DiscountCodePage() {
  const t = useTranslation();
  const subscription = useSubscription();
  const now = useNow();

  return (
    <Page title={t('coupon.title')} lead={t('coupon.lead')} narrow>
      <PageLinks label={t('coupon.navigation')} backLabel={t('coupon.backToAccount')} />
      {subscription.isPending ? (
        <LoadingRegion className="coupon-page" label={t('coupon.loading')}>
          <Skeleton height={120} />
        </LoadingRegion>
      ) : subscription.isError ? (
        <ErrorState title={t('coupon.loadFailed')} onRetry={() => subscription.refetch()} />
      ) : subscription.data && givesAccess(subscription.data, now) ? (
        <div className="coupon-page">
          <CouponSearch subscriptionId={subscription.data.id} />
          <AppliedCoupons />
        </div>
      ) : (
        <EmptyState
          icon={<TagIcon />}
          title={t('coupon.noSubscription')}
          body={t('coupon.noSubscription.body')}
          action={
            <Link className={buttonClassName('primary')} to={paths.payment()}>
              {t('coupon.subscribe')}
            </Link>
          }
        />
      )}
    </Page>
  );
}

function CouponSearch({ subscriptionId }: { subscriptionId: string }) {
  const t = useTranslation();
  const [code, setCode] = useState('');
  const [required, setRequired] = useState(false);
  const [applyError, setApplyError] = useState<string | null>(null);
  const typed = code.trim();
  const searched = useDebouncedValue(typed, COUPON_SEARCH_DEBOUNCE_MS);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRequired(typed === '');
  }

  return (
    <Card className="coupon-search">
      <form className="coupon-search__form" role="search" noValidate onSubmit={handleSubmit}>
        <CodeInput
          label={t('coupon.field')}
          name="coupon"
          required

          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setRequired(false);
            setApplyError(null);
          }}
          error={required ? t('form.required') : undefined}
        />
      </form>
      <div className="coupon-search__result" aria-live="polite">
        {typed !== '' && (
          <CouponResult
            code={typed}
            searched={searched}
            subscriptionId={subscriptionId}
            applyError={applyError}
            onApplied={() => setCode('')}
            onApplyError={setApplyError}
          />
        )}
      </div>
    </Card>
  );
}

interface CouponResultProps {
  /** What is in the field now. */
  code: string;
  /** What was last looked up: the field's value once typing paused. */
  searched: string;
  subscriptionId: string;
  applyError: string | null;
  onApplied: () => void;
  onApplyError: (message: string | null) => void;
}

function CouponResult({
  code,
  searched,
  subscriptionId,
  applyError,
  onApplied,
  onApplyError,
}: CouponResultProps) {
  const t = useTranslation();
  const search = useCouponSearch(searched);

  if (searched !== code || search.isPending) {
    return (
      <p className="coupon-search__status">
        <Spinner />
        {t('coupon.searching')}
      </p>
    );
  }
  if (search.isError) {
    return search.error instanceof ApiError ? (
      <InlineAlert tone="error">{requestMessage(search.error, t, COUPON_ERROR_RULES)}</InlineAlert>
    ) : (
      <InlineAlert
        tone="error"
        action={
          <Button variant="ghost" onClick={() => search.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('coupon.searchFailed')}
      </InlineAlert>
    );
  }
  if (!search.data) return <p className="coupon-search__none">{t('coupon.notFound')}</p>;
  return (
    <FoundCoupon
      coupon={search.data}
      subscriptionId={subscriptionId}
      applyError={applyError}
      onApplied={onApplied}
      onApplyError={onApplyError}
    />
  );
}

function FoundCoupon({
  coupon,
  subscriptionId,
  applyError,
  onApplied,
  onApplyError,
}: Omit<CouponResultProps, 'code' | 'searched'> & { coupon: Coupon }) {
  const t = useTranslation();
  const showToast = useToast();
  const apply = useApplyCoupon();

  async function applyDiscount() {
    onApplyError(null);
    try {
      await apply.mutateAsync({ subscriptionId, coupon: coupon.code });
      showToast({ tone: 'success', message: t('coupon.applied', coupon.code) });
      callMobileApp('complete');
      onApplied();
    } catch (error) {
      // SPEC sections 5 and 8: the toast, and the server's reason for a 400 next to the code.
      logUnexpected(error, 'Applying a discount code');
      showToast({ tone: 'error', message: t('coupon.applyFailed') });
      if (error instanceof ApiError && error.status === 400)
        onApplyError(requestMessage(error, t, COUPON_ERROR_RULES));
    }
  }

  return (
    <div className="accent-panel coupon-found">
      <div className="coupon-found__details">
        <TagIcon className="icon-tile icon-tile--accent coupon-found__icon" />
        <CouponTerms coupon={coupon} />
      </div>
      {applyError && <InlineAlert tone="error">{applyError}</InlineAlert>}
      <Button className="coupon-found__apply" onClick={applyDiscount} pending={apply.isPending}>
        {t('coupon.apply')}
      </Button>
    </div>
  );
}
