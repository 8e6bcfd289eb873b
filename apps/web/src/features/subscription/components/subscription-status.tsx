import type { Subscription } from '@crewcast/contracts/billing';
import { PlanPrice } from '@/components/payment/plan-details';
import { AlertIcon, CheckIcon } from '@/components/ui/icons';
import { daysUntil, formatDay } from '@/lib/billing/money';
import { subscriptionState, type SubscriptionState } from '@/lib/billing/subscription-rules';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { useNow } from '@/lib/use-now';
import '@/components/ui/status-pill.css';

const PILL_TONE: Record<SubscriptionState, string> = {
  trial: 'status-pill status-pill--positive subscription-pill',
  active: 'status-pill status-pill--positive subscription-pill',
  'payment-failed': 'status-pill status-pill--danger subscription-pill',
  cancelled: 'status-pill subscription-pill',
  gift: 'status-pill status-pill--positive subscription-pill',
};

/** The plan, its state (trial with days left, active, payment failed, cancelled, gift) and the date that matters. */
export function SubscriptionStatus({ subscription }: { subscription: Subscription }) {
  const { t, locale } = useI18n();
  const state = subscriptionState(subscription);
  const now = useNow();
  const trialEnd = subscription.trialEnd ?? subscription.currentPeriodEnd;
  const daysLeft = daysUntil(trialEnd, now);
  const periodEnd = formatDay(subscription.currentPeriodEnd, locale);
  const pill =
    state === 'trial'
      ? t(countSlug('subscription.state.trial', daysLeft), daysLeft)
      : t(`subscription.state.${state}`);
  const line =
    state === 'trial'
      ? t('subscription.line.trial', formatDay(trialEnd, locale))
      : state === 'payment-failed'
        ? t('subscription.line.paymentFailed')
        : t(`subscription.line.${state}`, periodEnd);

  return (
    <div className="subscription-status">
      <div className="subscription-status__plan">
        <h3 className="subscription-status__name">{subscription.plan.name}</h3>
        <span className={PILL_TONE[state]}>
          {state === 'payment-failed' ? <AlertIcon /> : state !== 'cancelled' && <CheckIcon />}
          {pill}
        </span>
      </div>
      <PlanPrice plan={subscription.plan} />
      <p className="subscription-status__line">{line}</p>
    </div>
  );
}
