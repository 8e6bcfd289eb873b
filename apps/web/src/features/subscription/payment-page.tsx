import type { BillingOptions, CardInput, Plan, Subscription } from '@crewcast/contracts/billing';
import type { UserInfoSelect } from '@crewcast/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { CardFields } from '@/components/payment/card-fields';
import { CheckoutSubmit } from '@/components/payment/checkout-submit';
import { PlanPerks } from '@/components/payment/plan-details';
import { TestModeNotice } from '@/components/payment/test-mode-notice';
import { usePurchase } from '@/components/payment/use-purchase';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { CalendarIcon, CheckIcon, GiftIcon, LockIcon } from '@/components/ui/icons';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import {
  cardErrorsFromServer,
  checkCard,
  EMPTY_CARD,
  type CardErrors,
  type CardFormValues,
} from '@/lib/billing/card-form';
import { useBillingOptions } from '@/lib/billing/get-billing-options';
import { subscriptionQueryOptions, useSubscription } from '@/lib/billing/get-subscription';
import { DAY_MS, formatDay, formatMoney } from '@/lib/billing/money';
import { givesAccess } from '@/lib/billing/subscription-rules';
import { useSubscriptionChanged } from '@/lib/billing/use-subscription-changed';
import { useI18n, useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';
import { useRoutePaths } from '@/lib/route-paths';
import { showFieldErrors } from '@/lib/show-field-errors';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';
import { useNow } from '@/lib/use-now';
import { callMobileApp } from '@/lib/mobile-app-bridge';
import { useUserInfo } from '@/lib/user-info/use-user-info';
import { useCheckout } from './api/checkout';
import { PlanPicker } from './components/plan-picker';
import { RestorePurchases } from './components/restore-purchases';
import { SubscriptionStatus } from './components/subscription-status';
import '@/components/ui/icon-tile.css';
import './subscription.css';

/** How long a member back from the provider's checkout waits for it to confirm the subscription. */
const CONFIRMATION_WAIT_MS = 60_000;
const CONFIRMATION_POLL_MS = 2000;

/**
 * /payment: choose a plan and subscribe, with the free trial when the member still has one. The test provider
 * takes a card here; Stripe takes it on its own page and sends the member back with ?checkout=success|canceled.
 * `patreonOffer` is shown beside the plans while patreon_enabled is on.
 */
export function PaymentPage({ patreonOffer }: { patreonOffer: ReactNode }) {
  const t = useTranslation();
  // The subscription a checkout on this page just started; it is welcomed rather than shown as "already".
  const [started, setStarted] = useState<Subscription | null>(null);
  // A mobile app around the page is told the subscription is done (the complete call).
  const onStarted = (subscription: Subscription) => {
    callMobileApp('complete');
    setStarted(subscription);
  };
  return (
    <Page
      title={started ? t('payment.success.title') : t('payment.title')}
      lead={started ? undefined : t('payment.lead')}
    >
      {started ? (
        <CheckoutSuccess subscription={started} />
      ) : (
        <PaymentContent onStarted={onStarted} patreonOffer={patreonOffer} />
      )}
    </Page>
  );
}

const SUBSCRIPTION_WORDS: readonly UserInfoSelect[] = ['subscription'];

interface PaymentContentProps {
  onStarted: (subscription: Subscription) => void;
  patreonOffer: ReactNode;
}

function PaymentContent({ onStarted, patreonOffer }: PaymentContentProps) {
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
    return <AlreadySubscribed subscription={subscription.data} />;
  }
  if (info?.subscriptionType === 'patreon') return <AlreadySubscribed />;
  return (
    <Checkout
      options={options.data}
      initialPlanId={params.get('plan')}
      canceled={returned === 'canceled'}
      onStarted={onStarted}
      patreonOffer={patreonOffer}
    />
  );
}

function PaymentSkeleton() {
  const t = useTranslation();
  return (
    <div className="payment-layout" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('payment.loading')}
      </p>
      <div className="payment-layout__plans">
        <Skeleton height={24} width={180} />
        <div className="plan-picker__options">
          <Skeleton height={240} />
          <Skeleton height={240} />
        </div>
      </div>
      <Skeleton height={420} />
    </div>
  );
}

interface CheckoutProps {
  options: BillingOptions;
  initialPlanId: string | null;
  canceled: boolean;
  onStarted: (subscription: Subscription) => void;
  patreonOffer: ReactNode;
}

function Checkout({ options, initialPlanId, canceled, onStarted, patreonOffer }: CheckoutProps) {
  const { t, locale } = useI18n();
  const routePaths = useRoutePaths();
  const { patreon_enabled } = useRemoteConfig();
  const checkout = useCheckout();
  const subscriptionChanged = useSubscriptionChanged();
  const [planId, setPlanId] = useState(
    options.plans.find((plan) => plan.id === initialPlanId)?.id ?? options.plans[0]?.id ?? null,
  );
  const [card, setCard] = useState<CardFormValues>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const testMode = options.provider === 'test';
  const plan = options.plans.find((candidate) => candidate.id === planId) ?? null;
  const purchase = usePurchase({
    send: checkout.mutateAsync,
    onComplete: async ({ subscription }) => {
      await subscriptionChanged(subscription);
      onStarted(subscription);
    },
    onFailure: showFailure,
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!plan || purchase.isBusy()) return;
    let cardInput: CardInput | undefined;
    if (testMode) {
      const checked = checkCard(card, t, new Date());
      if (checked.errors) {
        const { errors } = checked;
        showFieldErrors(event.currentTarget, () => setCardErrors(errors));
        return;
      }
      cardInput = checked.card;
    }
    setCardErrors({});
    setFailure(null);
    await purchase.submit({ planId: plan.id, card: cardInput });
  }

  function showFailure(error: unknown) {
    if (!(error instanceof ApiError)) {
      console.warn('The checkout failed', error);
      setFailure(t('payment.error.network'));
      return;
    }
    if (error.status === 409) {
      // Subscribed meanwhile (another tab, a gift): the page shows the subscription instead.
      void subscriptionChanged();
    }
    const fieldErrors = cardErrorsFromServer(error.body?.fields);
    setCardErrors(fieldErrors);
    setFailure(
      Object.keys(fieldErrors).length > 0 ? null : (error.body?.message ?? t('payment.error.unknown')),
    );
  }

  const giftPath = routePaths.has(paths.giftSubscriptions()) ? paths.giftSubscriptions() : null;

  return (
    <form className="payment-layout" noValidate onSubmit={handleSubmit} aria-label={t('payment.form.label')}>
      <div className="payment-layout__plans">
        {canceled && <InlineAlert>{t('payment.canceled')}</InlineAlert>}
        <PlanPicker
          legend={t('payment.plan.legend')}
          plans={options.plans}
          value={planId}
          onChange={setPlanId}
        />
        {plan && <TrialExplanation plan={plan} trialAvailable={options.trialAvailable} />}
        {giftPath && (
          <p className="payment-gift-hint">
            <GiftIcon aria-hidden="true" />
            <span>
              {t('payment.gift.hint')} <Link to={giftPath}>{t('payment.gift.link')}</Link>
            </span>
          </p>
        )}
        {patreon_enabled && patreonOffer}
        <RestorePurchases />
      </div>
      <Card className="payment-checkout">
        <h2 className="payment-checkout__title">
          <LockIcon className="payment-checkout__icon" />
          {t('payment.checkout.title')}
        </h2>
        {testMode ? (
          <>
            <TestModeNotice />
            <CardFields values={card} onChange={setCard} errors={cardErrors} />
          </>
        ) : (
          <p className="payment-checkout__note">{t('payment.checkout.provider')}</p>
        )}
        {plan && <OrderSummary plan={plan} trialAvailable={options.trialAvailable} locale={locale} />}
        <CheckoutSubmit
          failure={failure}
          pending={checkout.isPending || purchase.leaving}
          className="payment-checkout__submit"
        >
          {!testMode
            ? t('payment.submit.provider')
            : failure
              ? t('payment.submit.retry')
              : options.trialAvailable
                ? t('payment.submit.trial')
                : t('payment.submit.pay', plan ? formatMoney(plan.priceCents, plan.currency, locale) : '')}
        </CheckoutSubmit>
        <p className="payment-checkout__terms">{t('payment.cancelAnyTime')}</p>
      </Card>
    </form>
  );
}

function trialEndFor(plan: Plan, now: number): string {
  return new Date(now + plan.trialDays * DAY_MS).toISOString();
}

/** SPEC section 1: a 14-day free trial on every subscription, once per member; otherwise it is paid today. */
function TrialExplanation({ plan, trialAvailable }: { plan: Plan; trialAvailable: boolean }) {
  const { t, locale } = useI18n();
  const now = useNow();
  const price = formatMoney(plan.priceCents, plan.currency, locale);
  const interval = t(`payment.interval.${plan.interval}`);
  return (
    <Card className="trial-explanation">
      <CalendarIcon className="icon-tile icon-tile--accent" />
      {trialAvailable ? (
        <div className="trial-explanation__text">
          <h2 className="trial-explanation__title">{t('payment.trial.title', plan.trialDays)}</h2>
          <p>
            {t(
              'payment.trial.body',
              formatDay(trialEndFor(plan, now), locale),
              price,
              interval,
              plan.trialDays,
            )}
          </p>
        </div>
      ) : (
        <div className="trial-explanation__text">
          <h2 className="trial-explanation__title">{t('payment.noTrial.title')}</h2>
          <p>{t('payment.noTrial.body', price, interval)}</p>
        </div>
      )}
    </Card>
  );
}

function OrderSummary({
  plan,
  trialAvailable,
  locale,
}: {
  plan: Plan;
  trialAvailable: boolean;
  locale: string;
}) {
  const t = useTranslation();
  const price = formatMoney(plan.priceCents, plan.currency, locale);
  const dueToday = formatMoney(trialAvailable ? 0 : plan.priceCents, plan.currency, locale);
  return (
    <dl className="order-summary">
      <div className="order-summary__row">
        <dt>{plan.name}</dt>
        <dd>
          {price} {t(`payment.plan.per.${plan.interval}`)}
        </dd>
      </div>
      <div className="order-summary__row order-summary__row--total">
        <dt>{t('payment.summary.dueToday')}</dt>
        <dd>{dueToday}</dd>
      </div>
    </dl>
  );
}

function CheckoutSuccess({ subscription }: { subscription: Subscription }) {
  const { t, locale } = useI18n();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const { plan, trialEnd, nextCharge, status } = subscription;
  return (
    <Card className="payment-result">
      <CheckIcon className="payment-result__icon" />
      <h2 className="payment-result__title" ref={headingRef} tabIndex={-1}>
        {status === 'trialing'
          ? t('payment.success.trialStarted', plan.trialDays)
          : t('payment.success.subscribed')}
      </h2>
      {status === 'trialing' && trialEnd ? (
        <p className="payment-result__body">
          {t('payment.success.trial', formatDay(trialEnd, locale))}{' '}
          {nextCharge &&
            t(
              'payment.success.firstCharge',
              formatMoney(nextCharge.amountCents, nextCharge.currency, locale),
              formatDay(nextCharge.at, locale),
            )}
        </p>
      ) : (
        <p className="payment-result__body">
          {t('payment.success.paid', plan.name)}{' '}
          {nextCharge &&
            t(
              'payment.success.nextCharge',
              formatMoney(nextCharge.amountCents, nextCharge.currency, locale),
              formatDay(nextCharge.at, locale),
            )}
        </p>
      )}
      <PlanPerks plan={plan} />
      <div className="payment-result__actions">
        <Link className={buttonClassName('primary', 'large')} to={paths.home()}>
          {t('payment.success.watch')}
        </Link>
        <Link className={buttonClassName('secondary', 'large')} to={paths.account()}>
          {t('payment.success.account')}
        </Link>
      </div>
    </Card>
  );
}

/**
 * Back from the provider's checkout: its confirmation reaches the server on its own, so the subscription is
 * asked for again every few seconds until it shows up, for a minute at most.
 */
function ReturnFromProvider({ onConfirmed }: { onConfirmed: (subscription: Subscription) => void }) {
  const t = useTranslation();
  const subscriptionChanged = useSubscriptionChanged();
  const [gaveUp, setGaveUp] = useState(false);
  const now = useNow();
  const subscription = useQuery({
    ...subscriptionQueryOptions(),
    refetchInterval: (query) =>
      gaveUp || givesAccess(query.state.data, Date.now()) ? false : CONFIRMATION_POLL_MS,
  });
  const confirmed = subscription.data && givesAccess(subscription.data, now) ? subscription.data : null;

  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), CONFIRMATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (confirmed) void subscriptionChanged(confirmed).then(() => onConfirmed(confirmed));
  }, [confirmed, subscriptionChanged, onConfirmed]);

  if (!gaveUp || confirmed) {
    return (
      <div className="payment-result payment-result--waiting" role="status">
        <Spinner size="large" />
        <p className="payment-result__body">{t('payment.confirming')}</p>
      </div>
    );
  }
  return (
    <ErrorState
      title={t('payment.notConfirmed.title')}
      body={t('payment.notConfirmed.body')}
      action={
        <Link className={buttonClassName('secondary')} to={paths.account()}>
          {t('payment.success.account')}
        </Link>
      }
    />
  );
}

/** A member who already has a subscription: here, or through a linked Patreon pledge. */
function AlreadySubscribed({ subscription }: { subscription?: Subscription }) {
  const t = useTranslation();
  return (
    <Card className="payment-result">
      <CheckIcon className="payment-result__icon" />
      <h2 className="payment-result__title">{t('payment.already.title')}</h2>
      {subscription ? (
        <SubscriptionStatus subscription={subscription} />
      ) : (
        <p className="payment-result__body">{t('subscription.patreon.body')}</p>
      )}
      <div className="payment-result__actions">
        <Link className={buttonClassName('primary', 'large')} to={paths.account()}>
          {t('payment.already.account')}
        </Link>
        <Link className={buttonClassName('secondary', 'large')} to={paths.home()}>
          {t('payment.success.watch')}
        </Link>
      </div>
    </Card>
  );
}
