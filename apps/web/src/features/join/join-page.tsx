import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TitledSection } from '@/components/layout/titled-section';
import { MediaCard } from '@/components/media/media-card';
import { RailSkeleton } from '@/components/media/rail-skeleton';
import { buttonClassName } from '@/components/ui/button';
import { Carousel } from '@/components/ui/carousel';
import { useSpecialChannel } from '@/lib/catalog/get-special-channel';
import { formatMoney } from '@/lib/billing/money';
import { FREE_TRIAL_DAYS } from '@/lib/business-constants';
import { useI18n, useTranslation } from '@/lib/i18n/i18n-provider';
import { imageUrl } from '@/lib/media-images';
import { paths } from '@/lib/paths';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';
import { useDocumentTitle } from '@/lib/use-document-title';
import '@/components/marketing/marketing.css';
import '@/components/ui/poster-wall.css';
import './join-page.css';

/** The join page states its price in US dollars (SPEC sections 1 and 9: $7.99 per month). */
const JOIN_PRICE_CURRENCY = 'usd';
/** SPEC sections 1 and 2, "Join page": hero text, the price, the popular and exclusive rails, and the FAQs. */
export function JoinPage({ faq }: { faq: ReactNode }) {
  const { t, locale } = useI18n();
  useDocumentTitle(t('join.title'));
  const price = formatMoney(useRemoteConfig().join_page_price_cents, JOIN_PRICE_CURRENCY, locale);

  return (
    <div className="join">
      <section className="marketing-hero" aria-labelledby="join-hero-title">
        <HeroArt />
        <div className="join-hero__wall" aria-hidden="true" />
        <div className="container marketing-hero__content join-hero__content">
          <p className="marketing-hero__eyebrow">{t('join.hero.eyebrow')}</p>
          <h1 className="marketing-hero__title join-hero__title" id="join-hero-title">
            {t('join.hero.title')}
          </h1>
          <p className="marketing-hero__lead join-hero__lead">{t('join.hero.lead')}</p>
          <JoinOffer price={price} />
        </div>
      </section>
      <div className="container marketing-sections join__sections">
        <SpecialChannelRail name="hot-list" title={t('join.popular')} />
        <SpecialChannelRail name="exclusive" title={t('join.exclusive', t('app.name'))} />
        <TitledSection
          className="accent-panel join-band"
          titleClassName="marketing-section__title"
          title={t('join.band.title')}
        >
          <JoinOffer price={price} />
        </TitledSection>
        {faq}
      </div>
    </div>
  );
}

const HERO_ART_TILES = 16;

/** Thumbnails of the hot list behind the hero, repeated to fill the wall: what members get to watch. */
function HeroArt() {
  const channel = useSpecialChannel('hot-list');
  const thumbnails = (channel.data?.media ?? [])
    .map((media) => imageUrl(media.images, 'thumbnail', 'packshot'))
    .filter((url): url is string => url !== null);
  if (thumbnails.length === 0) return null;
  const tiles = Array.from({ length: HERO_ART_TILES }, (_, index) => thumbnails[index % thumbnails.length]);
  return (
    <ul className="plain-list poster-wall join-hero__art" aria-hidden="true">
      {tiles.map((url, index) => (
        <li key={index}>
          <img src={url} alt="" width={320} height={180} />
        </li>
      ))}
    </ul>
  );
}

/** The price and the start-free-trial button, which leads to signup. */
function JoinOffer({ price }: { price: string }) {
  const t = useTranslation();
  return (
    <div className="join-offer">
      <p className="join-offer__price">
        <span className="join-offer__amount">{price}</span>{' '}
        <span className="join-offer__period">{t('join.price.period')}</span>
      </p>
      <Link className={buttonClassName('primary', 'large')} to={paths.signup()}>
        {t('join.cta', FREE_TRIAL_DAYS)}
      </Link>
      <p className="join-offer__note">{t('join.note', FREE_TRIAL_DAYS)}</p>
    </div>
  );
}

/** A curated list (the hot list, the exclusive list) as a rail; a list that fails or is empty stays out. */
function SpecialChannelRail({ name, title }: { name: string; title: string }) {
  const channel = useSpecialChannel(name);
  if (channel.isPending) return <RailSkeleton />;
  if (channel.isError || channel.data.media.length === 0) return null;
  return (
    <Carousel title={title}>
      {channel.data.media.map((media) => (
        <MediaCard key={media.id} media={media} />
      ))}
    </Carousel>
  );
}
