import type { Banner, Show } from '@crewcast/contracts/content';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { PlayIcon } from '@/components/ui/icons';
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

/** The home page's featured banner: 21:9 artwork on wide screens, 4:5 on phones, with its call to action. */
export function BannerHero({ banner, shows }: { banner: Banner; shows: readonly Show[] }) {
  const t = useTranslation();
  const artwork = imageUrl(banner.images, 'hero', 'packshot', 'thumbnail');
  const target = bannerTarget(banner, shows);
  const external = banner.type === 'external-link-banner' ? parseExternalUrl(banner.url) : null;
  const watches = banner.mediaId != null;
  return (
    <section className="banner-hero" aria-labelledby={`banner-${banner.id}`}>
      {artwork && <img className="banner-hero__art" src={artwork} alt="" width={2100} height={900} />}
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
        {target && (
          <Link className={buttonClassName('primary', 'large')} to={target}>
            {watches && <PlayIcon aria-hidden="true" />}
            {watches ? t('catalog.watchNow') : t('catalog.moreInfo')}
          </Link>
        )}
      </div>
    </section>
  );
}
