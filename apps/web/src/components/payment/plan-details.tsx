import type { Plan } from '@crewcast/contracts/billing';
import { CheckIcon } from '@/components/ui/icons';
import { formatMoney } from '@/lib/billing/money';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { MERCH_DISCOUNT_PERCENT } from '@/lib/business-constants';
import './payment.css';

/** The plan's price and how often it is charged: '$3.99 per month'. */
export function PlanPrice({ plan }: { plan: Plan }) {
  const { t, locale } = useI18n();
  return (
    <p className="plan-price">
      <span className="plan-price__amount">{formatMoney(plan.priceCents, plan.currency, locale)}</span>{' '}
      <span className="plan-price__period">{t(`payment.plan.per.${plan.interval}`)}</span>
    </p>
  );
}

/** What a plan gives: Producer Points each period, the badge if it has one, and what every member gets. */
export function PlanPerks({ plan }: { plan: Plan }) {
  const t = useI18n().t;
  const perks = [
    t('payment.plan.adFree'),
    plan.pointsPerPeriod > 0 &&
      t(countSlug(`payment.plan.points.${plan.interval}`, plan.pointsPerPeriod), plan.pointsPerPeriod),
    plan.badge && t('payment.plan.badge'),
    t('payment.plan.merch', MERCH_DISCOUNT_PERCENT),
  ].filter((perk): perk is string => typeof perk === 'string');
  return (
    <ul className="plain-list plan-perks">
      {perks.map((perk) => (
        <li key={perk}>
          <CheckIcon className="plan-perks__icon" />
          {perk}
        </li>
      ))}
    </ul>
  );
}

/**
 * How much cheaper a yearly plan is than twelve months of a monthly one, in whole percent; null when there is
 * nothing to compare or nothing saved.
 */
export function yearlySavingPercent(plan: Plan, plans: readonly Plan[]): number | null {
  const monthly = plans.find((other) => other.interval === 'month' && other.currency === plan.currency);
  if (plan.interval !== 'year' || !monthly) return null;
  const saving = Math.floor((1 - plan.priceCents / (monthly.priceCents * 12)) * 100);
  return saving > 0 ? saving : null;
}
