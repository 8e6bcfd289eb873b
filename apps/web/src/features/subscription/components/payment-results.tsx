import type { Subscription } from '@crewcast/contracts/billing';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PlanPerks } from '@/components/payment/plan-details';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { CheckIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { subscriptionQueryOptions } from '@/lib/billing/get-subscription';
import { formatDay, formatMoney } from '@/lib/billing/money';
import { givesAccess } from '@/lib/billing/subscription-rules';
import { useSubscriptionChanged } from '@/lib/billing/use-subscription-changed';
import { useI18n, useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';
import { useNow } from '@/lib/use-now';
import { SubscriptionStatus } from './subscription-status';
import '@/components/ui/icon-tile.css';

/** How long a member back from the provider's checkout waits for it to confirm the subscription. */
const CONFIRMATION_WAIT_MS = 60_000;
const CONFIRMATION_POLL_MS = 2000;

/** Where "Start watching" leads: back to the page the member came from, or the front page. */
const watchPath = (returnTo: string | null) => returnTo ?? paths.home();

export function CheckoutSuccess({
  subscription,
  returnTo,
}: {
  subscription: Subscription;
  returnTo: string | null;
}) {
  const { t, locale } = useI18n();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const { plan, trialEnd, nextCharge, status } = subscription;
  return (
    <Card className="payment-result">
      <CheckIcon className="icon-tile icon-tile--accent icon-tile--round payment-result__icon" />
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
        <Link className={buttonClassName('primary', 'large')} to={watchPath(returnTo)}>
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
export function ReturnFromProvider({ onConfirmed }: { onConfirmed: (subscription: Subscription) => void }) {
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
export function AlreadySubscribed({
  subscription,
  returnTo,
}: {
  subscription?: Subscription;
  returnTo: string | null;
}) {
  const t = useTranslation();
  return (
    <Card className="payment-result">
      <CheckIcon className="icon-tile icon-tile--accent icon-tile--round payment-result__icon" />
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
        <Link className={buttonClassName('secondary', 'large')} to={watchPath(returnTo)}>
          {t('payment.success.watch')}
        </Link>
      </div>
    </Card>
  );
}
