import { Link } from 'react-router';
import { Page } from '@/components/layout/page';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FREE_TRIAL_DAYS, MERCH_DISCOUNT_PERCENT, PLANS } from '@/lib/business-constants';
import { useI18n } from '@/lib/i18n/i18n-provider';
import './partner-pages.css';
import { paths } from '@/lib/paths';

type PlanId = (typeof PLANS)[number]['id'];

const PLAN_TEXT: Record<PlanId, { name: string; period: string; points: string }> = {
  monthly: {
    name: 'crewMember.plan.monthly.name',
    period: 'crewMember.plan.monthly.period',
    points: 'crewMember.plan.monthly.points',
  },
  annual: {
    name: 'crewMember.plan.annual.name',
    period: 'crewMember.plan.annual.period',
    points: 'crewMember.plan.annual.points',
  },
};

/** What a crew member (a subscriber) gets, and the way to become one. */
export function CrewMemberPage() {
  const { t, locale } = useI18n();
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });

  return (
    <Page title={t('crewMember.title')} lead={t('crewMember.lead')}>
      <div className="tile-grid crew-plans">
        {PLANS.map((plan) => (
          <Card key={plan.id}>
            <h2 className="crew-plan__name">{t(PLAN_TEXT[plan.id].name)}</h2>
            <p className="crew-plan__price">
              {price.format(plan.priceCents / 100)}{' '}
              <span className="crew-plan__period">{t(PLAN_TEXT[plan.id].period)}</span>
            </p>
            <ul className="crew-perks">
              <li>{t(PLAN_TEXT[plan.id].points, plan.points)}</li>
              {plan.id === 'annual' && <li>{t('crewMember.plan.annual.badge')}</li>}
              <li>{t('crewMember.perk.merch', MERCH_DISCOUNT_PERCENT)}</li>
            </ul>
          </Card>
        ))}
      </div>
      <div className="crew-join">
        <Link className={buttonClassName('primary', 'large')} to={paths.signup()}>
          {t('crewMember.join', FREE_TRIAL_DAYS)}
        </Link>
        <p className="crew-join__note">{t('crewMember.cancelAnyTime')}</p>
      </div>
    </Page>
  );
}
