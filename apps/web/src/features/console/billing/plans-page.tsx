import type { AdminPlan } from '@crewcast/contracts/console-billing';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { formatMoney } from '@/lib/billing/money';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { ConsoleCard } from '../components/console-card';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleQuery } from '../components/console-query';
import { useStaffAction } from '../components/use-staff-action';
import { FormError } from '../components/console-form';
import { staffErrorRules } from '../components/staff-error-rules';
import { useConsoleForm } from '../components/use-console-form';
import { useSiteSettings } from '../site/api/get-site-settings';
import { SettingRow } from '../site/components/setting-row';
import { usePlans } from './api/get-plans';
import { useReconcileSubscriptions } from './api/reconcile-subscriptions';
import { useUpdatePlan } from './api/update-plan';
import { BillingTabs } from './components/billing-tabs';
import { SiteSection } from '../site/components/site-section';
import '@/components/ui/status-pill.css';
import '../site/site.css';
import './billing.css';

/** The site setting that belongs with billing, edited here (and audited as every site setting is). */
const PAST_DUE_GRACE = 'past_due_grace_days';

/**
 * /admin/billing/plans (Official accounts): each plan's price for new subscriptions, points and state, and how
 * long a failed payment keeps access.
 */
export function PlansPage() {
  const { t } = useI18n();
  const plans = usePlans();
  return (
    <ConsoleFrame title={t('console.billing.title')} lead={t('console.billing.plans.lead')} role="official">
      <BillingTabs />
      <ConsoleQuery
        query={plans}
        isEmpty={(found) => found.plans.length === 0}
        empty={{ title: t('console.billing.plans.empty.title'), body: t('console.billing.plans.empty.body') }}
      >
        {(found) => (
          <>
            <div className="billing-plans">
              {found.plans.map((plan) => (
                <PlanEditor
                  key={`${plan.id}:${plan.priceCents}`}
                  plan={plan}
                  stripe={found.provider === 'stripe'}
                />
              ))}
            </div>
            {found.provider === 'stripe' && <StripeReconcile />}
          </>
        )}
      </ConsoleQuery>
      <PastDueGrace />
    </ConsoleFrame>
  );
}

/** Checks the live subscriptions against Stripe now (the server also does so every day). */
function StripeReconcile() {
  const { t } = useI18n();
  const act = useStaffAction();
  const reconcile = useReconcileSubscriptions();
  return (
    <SiteSection className="billing-reconcile" title={t('console.billing.reconcile.title')}>
      <p>{t('console.billing.reconcile.body')}</p>
      <Button
        variant="secondary"
        pending={reconcile.isPending}
        onClick={() =>
          act({
            run: () => reconcile.mutateAsync(),
            done: (result) =>
              t('console.billing.reconcile.done', result.checked, result.fixed, result.failed),
            failed: 'error.generic.body',
            what: 'Checking subscriptions with Stripe',
          })
        }
      >
        {t('console.billing.reconcile.run')}
      </Button>
    </SiteSection>
  );
}

/** How many days a member whose renewal failed keeps watching while the payment is retried. */
function PastDueGrace() {
  const { t } = useI18n();
  const settings = useSiteSettings();
  if (!settings.isSuccess) return null;
  return (
    <SiteSection className="billing-past-due" title={t('console.billing.pastDue.title')}>
      <ul className="settings-list">
        <SettingRow
          name={PAST_DUE_GRACE}
          value={settings.data.values[PAST_DUE_GRACE]}
          defaultValue={settings.data.defaults[PAST_DUE_GRACE]}
        />
      </ul>
    </SiteSection>
  );
}

/** Decimals of the currency, as Intl knows them (2 for dollars). */
function decimalsOf(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

const PLAN_RULES = staffErrorRules('error.generic.body', {
  priceCents: 'price',
  pointsPerPeriod: 'points',
  stripePriceId: 'stripePriceId',
});

function PlanEditor({ plan, stripe }: { plan: AdminPlan; stripe: boolean }) {
  const { t, locale } = useI18n();
  const toast = useToast();
  const update = useUpdatePlan();
  const decimals = decimalsOf(plan.currency);
  const centsOf = (price: string) => Math.round(Number(price) * 10 ** decimals);
  const form = useConsoleForm({
    initial: {
      price: (plan.priceCents / 10 ** decimals).toFixed(decimals),
      points: String(plan.pointsPerPeriod),
      active: plan.active,
      stripePriceId: plan.stripePriceId ?? '',
    },
    rules: PLAN_RULES,
    what: 'Saving a plan',
    async submit(values) {
      await update.mutateAsync({
        planId: plan.id,
        priceCents: values.price.trim() === '' ? Number.NaN : centsOf(values.price),
        pointsPerPeriod: Number(values.points),
        active: values.active,
        stripePriceId: stripe ? values.stripePriceId : null,
      });
      toast({ tone: 'success', message: t('console.billing.plan.saved', plan.name) });
    },
  });
  const priceCents = centsOf(form.values.price);
  const priceChanged = Number.isFinite(priceCents) && priceCents !== plan.priceCents;

  return (
    <ConsoleCard
      className="billing-plan"
      headClassName="billing-plan__header"
      title={plan.name}
      titleClassName="billing-plan__name"
      status={
        <span className={plan.active ? 'status-pill status-pill--positive' : 'status-pill'}>
          {t(plan.active ? 'console.billing.plan.onSale' : 'console.billing.plan.offSale')}
        </span>
      }
    >
      <p className="billing__muted">
        {t(
          `console.billing.plan.current.${plan.interval}`,
          formatMoney(plan.priceCents, plan.currency, locale),
        )}{' '}
        {t(countSlug('console.billing.plan.live', plan.liveSubscriptions), String(plan.liveSubscriptions))}
        {plan.onOlderPrice > 0 &&
          ` ${t(countSlug('console.billing.plan.older', plan.onOlderPrice), String(plan.onOlderPrice))}`}
      </p>
      <form className="billing-form" {...form.formProps}>
        <div className="billing-form__pair">
          <Input
            label={t('console.billing.plan.price', plan.currency.toUpperCase())}
            type="number"
            inputMode="decimal"
            min={0}
            step={1 / 10 ** decimals}
            {...form.field('price')}
          />
          <Input
            label={t(`console.billing.plan.points.${plan.interval}`)}
            type="number"
            inputMode="numeric"
            min={0}
            {...form.field('points')}
          />
        </div>
        {stripe && (
          <Input
            label={t('console.billing.plan.stripe')}
            hint={t('console.billing.plan.stripe.hint')}
            {...form.field('stripePriceId')}
            autoComplete="off"
          />
        )}
        <Checkbox
          variant="switch"
          label={t('console.billing.plan.active')}
          hint={t('console.billing.plan.active.hint')}
          checked={form.values.active}
          onChange={(event) => form.set('active', event.target.checked)}
        />
        {priceChanged && (
          <p className="billing-plan__notice" role="status">
            {t(
              'console.billing.plan.newPriceNotice',
              formatMoney(priceCents, plan.currency, locale),
              formatMoney(plan.priceCents, plan.currency, locale),
            )}
          </p>
        )}
        <FormError message={form.errors.form} />
        <div>
          <Button type="submit" pending={form.pending}>
            {t('console.billing.plan.save')}
            <span className="visually-hidden"> {plan.name}</span>
          </Button>
        </div>
      </form>
    </ConsoleCard>
  );
}
