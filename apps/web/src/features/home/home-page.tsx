import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { TitledSection } from '@/components/layout/titled-section';
import { Card } from '@/components/ui/card';
import { buttonClassName } from '@/components/ui/button';
import { CalendarIcon, DevicesIcon, PlayIcon, VoteIcon } from '@/components/ui/icons';
import { PosterWall } from '@/components/ui/poster-wall';
import { FREE_TRIAL_DAYS } from '@/lib/business-constants';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsAuthenticated } from '@/lib/use-session';
import { MemberHome } from './member-home';
import './home-page.css';

const DECORATIVE_POSTERS = 24;

interface Benefit {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  body: string;
}

/** The front page: the catalog for logged-in members, what membership offers (SPEC section 1) for visitors. */
export function HomePage() {
  return useIsAuthenticated() ? <MemberHome /> : <MarketingHome />;
}

function MarketingHome() {
  const t = useTranslation();
  useDocumentTitle();

  const benefits: Benefit[] = [
    { icon: PlayIcon, title: t('home.benefit.adFree.title'), body: t('home.benefit.adFree.body') },
    { icon: VoteIcon, title: t('home.benefit.greenlight.title'), body: t('home.benefit.greenlight.body') },
    { icon: DevicesIcon, title: t('home.benefit.devices.title'), body: t('home.benefit.devices.body') },
    {
      icon: CalendarIcon,
      title: t('home.benefit.trial.title', FREE_TRIAL_DAYS),
      body: t('home.benefit.trial.body', FREE_TRIAL_DAYS),
    },
  ];

  return (
    <>
      <section className="home-hero" aria-labelledby="home-hero-title">
        <PosterWall className="home-hero__wall" posters={DECORATIVE_POSTERS} />
        <div className="container">
          <div className="home-hero__content">
            <p className="home-hero__eyebrow">{t('home.hero.eyebrow')}</p>
            <h1 className="home-hero__title" id="home-hero-title">
              {t('home.hero.title')}
            </h1>
            <p className="home-hero__lead">{t('home.hero.lead')}</p>
            <div className="home-hero__actions">
              <Link className={buttonClassName('primary', 'large')} to={paths.signup()}>
                {t('home.hero.cta', FREE_TRIAL_DAYS)}
              </Link>
              <p className="home-hero__note">{t('home.hero.note')}</p>
            </div>
          </div>
        </div>
      </section>
      <TitledSection
        className="container home-benefits"
        titleClassName="home-benefits__title"
        title={t('home.benefits.title')}
      >
        <ul className="plain-list home-benefits__list">
          {benefits.map(({ icon: Icon, title, body }) => (
            <li key={title}>
              <Card className="home-benefit">
                <Icon className="home-benefit__icon" />
                <h3 className="home-benefit__title">{title}</h3>
                <p className="home-benefit__body">{body}</p>
              </Card>
            </li>
          ))}
        </ul>
      </TitledSection>
    </>
  );
}
