import type { Subscription } from '@crewcast/contracts/billing';
import { InlineAlert } from '@/components/ui/inline-alert';
import { formatDay, formatMoney } from '@/lib/billing/money';
import { isCancelled } from '@/lib/billing/subscription-rules';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';
import { usePoints } from '../api/get-points';
import { ReceiptList } from './receipt-list';
import { SubscriptionStatus } from './subscription-status';
import '@/components/ui/facts.css';
import { SubscriptionActions } from './subscription-actions';

export function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const { t, locale } = useI18n();
  const config = useRemoteConfig();
  const points = usePoints(config.points_enabled);
  const { nextCharge, discount, card, plan } = subscription;
  const cancelled = isCancelled(subscription);
  const earns = plan.pointsPerPeriod > 0 || plan.badge !== null;

  return (
    <div className="subscription-details">
      <div className="subscription-details__summary">
        {subscription.paymentFailed && (
          <InlineAlert tone="error">{t('subscription.paymentFailed.body')}</InlineAlert>
        )}
        <SubscriptionStatus subscription={subscription} />
        {subscription.status === 'trialing' && earns && (
          <p className="subscription-details__note">
            {nextCharge && !cancelled
              ? t(
                  plan.badge ? 'subscription.trial.perks.badge' : 'subscription.trial.perks',
                  formatDay(nextCharge.at, locale),
                )
              : t('subscription.trial.perks.cancelled')}
          </p>
        )}
        <dl className="facts subscription-facts">
          <div className="facts__row">
            <dt>{t('subscription.nextCharge')}</dt>
            <dd>
              {nextCharge && !cancelled
                ? t(
                    'subscription.nextCharge.value',
                    formatMoney(nextCharge.amountCents, nextCharge.currency, locale),
                    formatDay(nextCharge.at, locale),
                  )
                : t('subscription.nextCharge.none')}
            </dd>
          </div>
          {discount && (
            <div className="facts__row">
              <dt>{t('subscription.discount')}</dt>
              <dd>
                {t(
                  countSlug('subscription.discount.value', discount.monthsRemaining),
                  discount.code,
                  discount.percentOff,
                  discount.monthsRemaining,
                )}
              </dd>
            </div>
          )}
          <div className="facts__row">
            <dt>{t('subscription.card')}</dt>
            <dd>
              {card
                ? t(
                    'subscription.card.value',
                    card.brand,
                    card.last4,
                    `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`,
                  )
                : t('subscription.card.none')}
            </dd>
          </div>
          {config.points_enabled && points.isSuccess && (
            <div className="facts__row">
              <dt>{t('subscription.points')}</dt>
              <dd>
                {t(
                  points.data.pointsAvailable < 0
                    ? 'subscription.points.negative'
                    : 'subscription.points.value',
                  points.data.pointsAvailable,
                )}
              </dd>
            </div>
          )}
        </dl>
        <SubscriptionActions subscription={subscription} />
      </div>
      <ReceiptList />
    </div>
  );
}
