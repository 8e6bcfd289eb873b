import type { BillingOptions, Plan, Subscription } from '@crewcast/contracts/billing';
import { discountFor } from '@crewcast/contracts/constants/billing';
import type { Coupon } from '@crewcast/contracts/coupons';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CardFields } from '@/components/payment/card-fields';
import { CheckoutSubmit } from '@/components/payment/checkout-submit';
import { useCardForm } from '@/components/payment/use-card-form';
import { usePurchase } from '@/components/payment/use-purchase';
import { Card } from '@/components/ui/card';
import { CalendarIcon, GiftIcon, LockIcon } from '@/components/ui/icons';
import { InlineAlert } from '@/components/ui/inline-alert';
import { ApiError } from '@/lib/api-client';
import { DAY_MS, formatDay, formatMoney } from '@/lib/billing/money';
import { useSubscriptionChanged } from '@/lib/billing/use-subscription-changed';
import { useI18n, useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';
import { useRoutePaths } from '@/lib/route-paths';
import { useNow } from '@/lib/use-now';
import { useCheckout } from '../api/checkout';
import { CheckoutCoupon } from './checkout-coupon';
import { PlanPicker } from './plan-picker';
import { RestorePurchases } from './restore-purchases';

export interface CheckoutProps {
  options: BillingOptions;
  initialPlanId: string | null;
  canceled: boolean;
  /** The page the member came from, to come back to from the provider's checkout. */
  returnTo: string | null;
  onStarted: (subscription: Subscription) => void;
  patreonOffer: ReactNode;
}

/** The checkout: the plans, the trial, and the card (test mode) or the way to the provider's page. */
export function CheckoutForm({
  options,
  initialPlanId,
  canceled,
  returnTo,
  onStarted,
  patreonOffer,
}: CheckoutProps) {
  const { t, locale } = useI18n();
  const routePaths = useRoutePaths();
  const { patreon_enabled } = useRemoteConfig();
  const checkout = useCheckout();
  const subscriptionChanged = useSubscriptionChanged();
  const [planId, setPlanId] = useState(
    options.plans.find((plan) => plan.id === initialPlanId)?.id ?? options.plans[0]?.id ?? null,
  );
  const testMode = options.provider === 'test';
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const { formRef, ...cardForm } = useCardForm({
    testMode,
    what: 'The checkout',
    rules: { fields: { coupon: 'coupon' } },
  });
  const failure = cardForm.errors.form ?? null;
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
    const cardInput = cardForm.check();
    if (cardInput === false) return;
    await purchase.submit({
      planId: plan.id,
      card: cardInput,
      coupon: coupon?.code,
      returnTo: returnTo ?? undefined,
    });
  }

  function showFailure(error: unknown) {
    // Subscribed meanwhile (another tab, a gift): the page shows the subscription instead.
    if (error instanceof ApiError && error.status === 409) void subscriptionChanged();
    // A code used up or expired since it was found: back to the field, with the reason.
    if (error instanceof ApiError && error.body?.fields?.coupon) setCoupon(null);
    cardForm.showRequestError(error);
  }

  const giftPath = routePaths.has(paths.giftSubscriptions()) ? paths.giftSubscriptions() : null;

  return (
    <form
      ref={formRef}
      className="split-layout"
      noValidate
      onSubmit={handleSubmit}
      aria-label={t('payment.form.label')}
    >
      <div className="payment-plans">
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
          <CardFields form={cardForm} />
        ) : (
          <p className="payment-checkout__note">{t('payment.checkout.provider')}</p>
        )}
        {/* Stripe's page takes the code on the account page afterwards (the server says so). */}
        {testMode && (
          <CheckoutCoupon applied={coupon} onChange={setCoupon} error={cardForm.errors.fields.coupon} />
        )}
        {plan && (
          <OrderSummary plan={plan} trialAvailable={options.trialAvailable} coupon={coupon} locale={locale} />
        )}
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
                : t(
                    'payment.submit.pay',
                    plan ? formatMoney(firstChargeCents(plan, coupon), plan.currency, locale) : '',
                  )}
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
  // What the plan earns comes with a paid charge: the first after the trial, or today's.
  const firstPayment = formatDay(
    trialAvailable ? trialEndFor(plan, now) : new Date(now).toISOString(),
    locale,
  );
  const perks =
    plan.pointsPerPeriod > 0 || plan.badge ? (
      <p>{t(plan.badge ? 'payment.perks.firstPayment.badge' : 'payment.perks.firstPayment', firstPayment)}</p>
    ) : null;
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
          {perks}
        </div>
      ) : (
        <div className="trial-explanation__text">
          <h2 className="trial-explanation__title">{t('payment.noTrial.title')}</h2>
          <p>{t('payment.noTrial.body', price, interval)}</p>
          {perks}
        </div>
      )}
    </Card>
  );
}

/** The plan's first charge, less the discount code's share of it. */
function firstChargeCents(plan: Plan, coupon: Coupon | null): number {
  const discount = coupon && { percentOff: coupon.percentOff, monthsRemaining: coupon.durationInMonths };
  return plan.priceCents - discountFor(plan.priceCents, plan.interval, discount).discountCents;
}

function OrderSummary({
  plan,
  trialAvailable,
  coupon,
  locale,
}: {
  plan: Plan;
  trialAvailable: boolean;
  coupon: Coupon | null;
  locale: string;
}) {
  const t = useTranslation();
  const money = (cents: number) => formatMoney(cents, plan.currency, locale);
  const firstCharge = firstChargeCents(plan, coupon);
  return (
    <dl className="order-summary">
      <div className="order-summary__row">
        <dt>{plan.name}</dt>
        <dd>
          {money(plan.priceCents)} {t(`payment.plan.per.${plan.interval}`)}
        </dd>
      </div>
      {coupon && (
        <div className="order-summary__row order-summary__row--discount">
          <dt>{t('payment.summary.discount', coupon.code)}</dt>
          <dd>−{money(plan.priceCents - firstCharge)}</dd>
        </div>
      )}
      {trialAvailable && coupon && (
        <div className="order-summary__row">
          <dt>{t('payment.summary.firstCharge')}</dt>
          <dd>{money(firstCharge)}</dd>
        </div>
      )}
      <div className="order-summary__row order-summary__row--total">
        <dt>{t('payment.summary.dueToday')}</dt>
        <dd>{money(trialAvailable ? 0 : firstCharge)}</dd>
      </div>
    </dl>
  );
}
