import type { ReactNode } from 'react';
import type { Plan } from '@crewcast/contracts/billing';
import { Link } from 'react-router';
import { PlanPerks, PlanPrice, yearlySavingPercent } from '@/components/payment/plan-details';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { CalendarIcon, DevicesIcon, MonitorIcon, PhoneIcon, PlayIcon, VoteIcon } from '@/components/ui/icons';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useBillingOptions } from '@/lib/billing/get-billing-options';
import { FREE_TRIAL_DAYS, MERCH_DISCOUNT_PERCENT } from '@/lib/business-constants';
import { parseExternalUrl } from '@/lib/external-navigation';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';
import { useRoutePaths } from '@/lib/route-paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsAuthenticated } from '@/lib/use-session';
import { PromoBlock } from './components/promo-block';
import '@/components/marketing/marketing.css';
import '@/components/ui/icon-tile.css';
import '@/components/ui/status-pill.css';
import './learn-more-page.css';

/** SPEC section 2, "Learn-more page": what membership gives, the plans, where to watch, and two promos. */
export function LearnMorePage() {
  const t = useTranslation();
  useDocumentTitle(t('learnMore.title'));
  const routePaths = useRoutePaths();
  const startPath = useStartPath();

  return (
    <div className="learn-more">
      <section className="marketing-hero learn-hero" aria-labelledby="learn-hero-title">
        <div className="container learn-hero__layout">
          <div className="marketing-hero__content learn-hero__content">
            <p className="marketing-hero__eyebrow">{t('learnMore.hero.eyebrow', t('app.name'))}</p>
            <h1 className="marketing-hero__title learn-hero__title" id="learn-hero-title">
              {t('learnMore.hero.title')}
            </h1>
            <p className="marketing-hero__lead learn-hero__lead">{t('learnMore.hero.lead')}</p>
            <Link className={buttonClassName('primary', 'large')} to={startPath()}>
              {t('learnMore.hero.cta', FREE_TRIAL_DAYS)}
            </Link>
            <p className="learn-hero__note">{t('learnMore.hero.note')}</p>
          </div>
          <HeroPerks />
        </div>
      </section>

      <div className="container marketing-sections learn-more__sections">
        <PlansSection />
        <DevicesSection />
        <PromoBlock
          name="merch"
          fallback={{
            title: t('learnMore.merch.title', MERCH_DISCOUNT_PERCENT),
            text: t('learnMore.merch.text', MERCH_DISCOUNT_PERCENT),
            button: t('learnMore.merch.button'),
            url: paths.merch(),
          }}
        />
        <PromoBlock
          name="greenlight"
          reverse
          fallback={{
            title: t('learnMore.greenlight.title'),
            text: t('learnMore.greenlight.text'),
            button: t('learnMore.greenlight.button'),
            url: routePaths.has(paths.greenlight()) ? paths.greenlight() : startPath(),
          }}
        />
      </div>
    </div>
  );
}

/** SPEC section 1's promises, beside the hero's call to action. */
function HeroPerks() {
  const t = useTranslation();
  const perks = [
    { icon: PlayIcon, title: t('learnMore.perk.adFree.title'), body: t('learnMore.perk.adFree.body') },
    {
      icon: VoteIcon,
      title: t('learnMore.perk.greenlight.title'),
      body: t('learnMore.perk.greenlight.body'),
    },
    { icon: DevicesIcon, title: t('learnMore.perk.devices.title'), body: t('learnMore.perk.devices.body') },
    {
      icon: CalendarIcon,
      title: t('learnMore.perk.trial.title', FREE_TRIAL_DAYS),
      body: t('learnMore.perk.trial.body'),
    },
  ];
  return (
    <ul className="learn-hero__perks">
      {perks.map(({ icon: Icon, title, body }) => (
        <li key={title} className="learn-hero__perk">
          <Icon className="icon-tile icon-tile--accent learn-hero__perk-icon" />
          <span>
            <span className="learn-hero__perk-title">{title}</span>
            <span className="learn-hero__perk-body">{body}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** SPEC section 2: the plan buttons go to the subscribe page for members, to signup for visitors. */
function useStartPath(): (planId?: string) => string {
  const authenticated = useIsAuthenticated();
  return (planId) => {
    return authenticated ? paths.payment({ plan: planId }) : paths.signup();
  };
}

function PlansSection() {
  const t = useTranslation();
  const options = useBillingOptions();
  return (
    <LearnSection
      id="learn-plans-title"
      title={t('learnMore.plans.title')}
      lead={t('learnMore.plans.lead', FREE_TRIAL_DAYS)}
    >
      {options.isPending ? (
        <LoadingRegion className="tile-grid learn-plans" label={t('learnMore.plans.loading')}>
          <Skeleton height={320} />
          <Skeleton height={320} />
        </LoadingRegion>
      ) : options.isError ? (
        <ErrorState title={t('learnMore.plans.loadFailed')} onRetry={() => options.refetch()} />
      ) : (
        <ul className="plain-list tile-grid learn-plans">
          {options.data.plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} plans={options.data.plans} />
            </li>
          ))}
        </ul>
      )}
    </LearnSection>
  );
}

function PlanCard({ plan, plans }: { plan: Plan; plans: readonly Plan[] }) {
  const t = useTranslation();
  const startPath = useStartPath();
  const saving = yearlySavingPercent(plan, plans);
  return (
    <Card className={saving !== null ? 'learn-plan learn-plan--featured' : 'learn-plan'}>
      <div className="learn-plan__top">
        <h3 className="learn-plan__name">{plan.name}</h3>
        {saving !== null && (
          <span className="status-pill status-pill--positive status-pill--tag">
            {t('payment.plan.save', saving)}
          </span>
        )}
      </div>
      <PlanPrice plan={plan} />
      <PlanPerks plan={plan} />
      <Link
        className={`${buttonClassName(saving !== null ? 'primary' : 'secondary', 'large')} learn-plan__cta`}
        to={startPath(plan.id)}
      >
        {t('learnMore.plans.choose', plan.name)}
      </Link>
    </Card>
  );
}

function DevicesSection() {
  const t = useTranslation();
  const config = useRemoteConfig();
  const stores = [
    { url: parseExternalUrl(config.ios_app_url), label: t('learnMore.devices.appStore') },
    { url: parseExternalUrl(config.android_app_url), label: t('learnMore.devices.googlePlay') },
  ].filter((store): store is { url: URL; label: string } => store.url !== null);
  const devices = [
    { icon: PhoneIcon, label: t('learnMore.devices.phones') },
    { icon: DevicesIcon, label: t('learnMore.devices.computers') },
    { icon: MonitorIcon, label: t('learnMore.devices.tvs') },
    { icon: PlayIcon, label: t('learnMore.devices.web') },
  ];
  return (
    <LearnSection
      className="learn-devices"
      id="learn-devices-title"
      title={t('learnMore.devices.title')}
      lead={t('learnMore.devices.lead')}
    >
      <ul className="plain-list tile-grid tile-grid--small learn-devices__list">
        {devices.map(({ icon: Icon, label }) => (
          <li key={label} className="learn-devices__item">
            <Icon className="learn-devices__icon" />
            {label}
          </li>
        ))}
      </ul>
      {stores.length > 0 && (
        <ul className="plain-list learn-devices__stores" aria-label={t('learnMore.devices.stores')}>
          {stores.map(({ url, label }) => (
            <li key={label}>
              <a
                className={buttonClassName('secondary')}
                href={url.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {label}
                <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </LearnSection>
  );
}

/** A section of the page under its title and lead; `id` names the title the section is labelled by. */
function LearnSection({
  id,
  title,
  lead,
  className,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `learn-section ${className}` : 'learn-section'} aria-labelledby={id}>
      <header className="learn-section__header">
        <h2 className="marketing-section__title" id={id}>
          {title}
        </h2>
        <p className="learn-section__lead">{lead}</p>
      </header>
      {children}
    </section>
  );
}
