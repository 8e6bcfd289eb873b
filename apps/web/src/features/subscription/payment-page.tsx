import type { Subscription } from '@crewcast/contracts/billing';
import type { UserInfoSelect } from '@crewcast/contracts/users';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useBillingOptions } from '@/lib/billing/get-billing-options';
import { useSubscription } from '@/lib/billing/get-subscription';
import { givesAccess } from '@/lib/billing/subscription-rules';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { callMobileApp } from '@/lib/mobile-app-bridge';
import { sitePath } from '@/lib/site-path';
import { useNow } from '@/lib/use-now';
import { useUserInfo } from '@/lib/user-info/use-user-info';
import { CheckoutForm } from './components/checkout-form';
import { AlreadySubscribed, CheckoutSuccess, ReturnFromProvider } from './components/payment-results';
import { WatchTarget } from './components/watch-target';
import '@/components/ui/icon-tile.css';
import './subscription.css';

/**
 * /payment: choose a plan and subscribe, with the free trial when the member still has one. The test provider
 * takes a card here; Stripe takes it on its own page and sends the member back with ?checkout=success|canceled.
 * ?return= is the page the member came from (a paid episode): shown while they subscribe, and where "Start
 * watching" leads; only a path of this site is taken. `patreonOffer` is shown beside the plans while
 * patreon_enabled is on.
 */
export function PaymentPage({ patreonOffer }: { patreonOffer: ReactNode }) {
  const t = useTranslation();
  const [params] = useSearchParams();
  const returnTo = sitePath(params.get('return'));
  // The subscription a checkout on this page just started; it is welcomed rather than shown as "already".
  const [started, setStarted] = useState<Subscription | null>(null);
  // A mobile app around the page is told the subscription is done (the complete call).
  const onStarted = (subscription: Subscription) => {
    callMobileApp('complete');
    setStarted(subscription);
    // The welcome takes the form's place: it reads from the top, where its title is, not from the pay button.
    window.scrollTo(0, 0);
  };
  return (
    <Page
      title={started ? t('payment.success.title') : t('payment.title')}
      lead={started ? undefined : t('payment.lead')}
    >
      {started ? (
        <CheckoutSuccess subscription={started} returnTo={returnTo} />
      ) : (
        <>
          <WatchTarget returnTo={returnTo} />
          <PaymentContent returnTo={returnTo} onStarted={onStarted} patreonOffer={patreonOffer} />
        </>
      )}
    </Page>
  );
}

const SUBSCRIPTION_WORDS: readonly UserInfoSelect[] = ['subscription'];

interface PaymentContentProps {
  returnTo: string | null;
  onStarted: (subscription: Subscription) => void;
  patreonOffer: ReactNode;
}

function PaymentContent({ returnTo, onStarted, patreonOffer }: PaymentContentProps) {
  const t = useTranslation();
  const [params] = useSearchParams();
  const returned = params.get('checkout');
  const options = useBillingOptions();
  const subscription = useSubscription();
  const { info } = useUserInfo(SUBSCRIPTION_WORDS);
  const now = useNow();

  if (returned === 'success') return <ReturnFromProvider onConfirmed={onStarted} />;
  if (options.isPending || subscription.isPending) return <PaymentSkeleton />;
  if (options.isError || subscription.isError) {
    return (
      <ErrorState
        title={t('payment.loadFailed')}
        onRetry={() => Promise.all([options.refetch(), subscription.refetch()])}
      />
    );
  }
  if (subscription.data && givesAccess(subscription.data, now)) {
    return <AlreadySubscribed subscription={subscription.data} returnTo={returnTo} />;
  }
  if (info?.subscriptionType === 'patreon') return <AlreadySubscribed returnTo={returnTo} />;
  return (
    <CheckoutForm
      options={options.data}
      initialPlanId={params.get('plan')}
      canceled={returned === 'canceled'}
      returnTo={returnTo}
      onStarted={onStarted}
      patreonOffer={patreonOffer}
    />
  );
}

function PaymentSkeleton() {
  const t = useTranslation();
  return (
    <LoadingRegion className="split-layout" label={t('payment.loading')}>
      <div className="payment-plans">
        <Skeleton height={24} width={180} />
        <div className="plan-picker__options">
          <Skeleton height={240} />
          <Skeleton height={240} />
        </div>
      </div>
      <Skeleton height={420} />
    </LoadingRegion>
  );
}
