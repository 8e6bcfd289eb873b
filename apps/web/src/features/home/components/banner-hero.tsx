import type { Banner, Show } from '@crewcast/contracts/content';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { PlayIcon } from '@/components/ui/icons';
import { BREAKPOINTS } from '@/lib/breakpoints';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { imageUrl } from '@/lib/media-images';
import { parseExternalUrl } from '@/lib/external-navigation';

/** Where a banner leads inside the site, by its type (SPEC section 3, "Banner types"); external ones aside. */
export function bannerTarget(banner: Banner, shows: readonly Show[]): string | null {
  const show = shows.find(({ id }) => id === banner.showId);
  switch (banner.type) {
    case 'media-banner':
    case 'latest-player':
      return banner.mediaId != null ? `/video/${banner.mediaId}` : show ? `/show/${show.slug}` : null;
    case 'show-banner':
      return show ? `/show/${show.slug}` : null;
    case 'internal-link-banner':
      return banner.url;
    case 'external-link-banner':
      return null;
  }
}

const MEDIUM_FROM = BREAKPOINTS.find(({ name }) => name === 'medium')?.from ?? 768;
/** Below the medium breakpoint the hero is 4:5 (member-home.css), so it takes the vertical artwork. */
const PHONE_MEDIA = `(max-width: ${MEDIUM_FROM - 0.02}px)`;

/** The home page's featured banner: 21:9 artwork on wide screens, 4:5 on phones, with its call to action. */
export function BannerHero({ banner, shows }: { banner: Banner; shows: readonly Show[] }) {
  const t = useTranslation();
  const show = shows.find(({ id }) => id === banner.showId);
  const wide = imageUrl(banner.images, 'hero', 'packshot', 'thumbnail');
  // A banner without vertical artwork of its own borrows its show's.
  const vertical =
    imageUrl(banner.images, 'hero-vertical', 'packshot-vertical') ??
    (show ? imageUrl(show.images, 'hero-vertical', 'packshot-vertical') : null);
  const fallback = wide ?? vertical;
  const target = bannerTarget(banner, shows);
  const external = banner.type === 'external-link-banner' ? parseExternalUrl(banner.url) : null;
  const watches = banner.mediaId != null;
  return (
    <section className="banner-hero" aria-labelledby={`banner-${banner.id}`}>
      {fallback && (
        <picture className="banner-hero__art">
          {vertical && <source media={PHONE_MEDIA} srcSet={vertical} width={1080} height={1350} />}
          <img src={fallback} alt="" width={2100} height={900} />
        </picture>
      )}
      <div className="container banner-hero__content">
        <p className="banner-hero__eyebrow">{t('home.hero.label')}</p>
        <h2 className="banner-hero__title" id={`banner-${banner.id}`}>
          {banner.title}
        </h2>
        {banner.text && <p className="banner-hero__text">{banner.text}</p>}
        {external && (
          <a
            className={buttonClassName('primary', 'large')}
            href={external.href}
            target="_blank"
            rel="noreferrer"
          >
            {t('catalog.moreInfo')}
          </a>
        )}
        <div className="banner-hero__actions">
          {target && (
            <Link className={buttonClassName('primary', 'large')} to={target}>
              {watches && <PlayIcon aria-hidden="true" />}
              {watches ? t('catalog.watchNow') : t('catalog.moreInfo')}
            </Link>
          )}
          {watches && show && (
            <Link className={buttonClassName('secondary', 'large')} to={`/show/${show.slug}`}>
              {t('catalog.moreInfo')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
