import type { Banner, MediaWithProgress, Show } from '@crewcast/contracts/content';
import { Link } from 'react-router';
import { PlayLink } from '@/components/media/play-link';
import { buttonClassName } from '@/components/ui/button';
import { BREAKPOINTS } from '@/lib/breakpoints';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { imageUrl } from '@/lib/media-images';
import { parseExternalUrl } from '@/lib/external-navigation';
import { paths } from '@/lib/paths';

const MEDIUM_FROM = BREAKPOINTS.find(({ name }) => name === 'medium')?.from ?? 768;
/** Below the medium breakpoint the hero is 4:5 (art-hero in base.css), so it takes the vertical artwork. */
const PHONE_MEDIA = `(max-width: ${MEDIUM_FROM - 0.02}px)`;

interface BannerHeroProps {
  banner: Banner;
  shows: readonly Show[];
  /** Episodes the page already has (continue watching, newest): Continue and the show of the banner's episode. */
  known: readonly MediaWithProgress[];
}

/**
 * The home page's featured banner: 21:9 artwork on wide screens, 4:5 on phones, with Play (or Continue) for its
 * episode and More info on its show or link.
 */
export function BannerHero({ banner, shows, known }: BannerHeroProps) {
  const t = useTranslation();
  const show = shows.find(({ id }) => id === banner.showId);
  const wide = imageUrl(banner.images, 'hero', 'packshot', 'thumbnail');
  // A banner without vertical artwork of its own borrows its show's.
  const vertical =
    imageUrl(banner.images, 'hero-vertical', 'packshot-vertical') ??
    (show ? imageUrl(show.images, 'hero-vertical', 'packshot-vertical') : null);
  const fallback = wide ?? vertical;
  const external = banner.type === 'external-link-banner' ? parseExternalUrl(banner.url) : null;
  const mediaId = external ? null : banner.mediaId;
  const episode = known.find(({ id }) => id === mediaId);
  const showSlug = show?.slug ?? episode?.showSlug;
  const infoTarget = showSlug
    ? paths.show(showSlug)
    : banner.type === 'internal-link-banner'
      ? banner.url
      : null;
  return (
    <section className="art-hero banner-hero" aria-labelledby={`banner-${banner.id}`}>
      {fallback && (
        <picture className="banner-hero__art">
          {vertical && <source media={PHONE_MEDIA} srcSet={vertical} width={1080} height={1350} />}
          <img src={fallback} alt="" width={2100} height={900} fetchPriority="high" />
        </picture>
      )}
      <div className="container banner-hero__content">
        <p className="banner-hero__eyebrow">{t('home.hero.label')}</p>
        <h2 className="banner-hero__title" id={`banner-${banner.id}`}>
          {banner.title}
        </h2>
        {banner.text && <p className="banner-hero__text">{banner.text}</p>}
        <div className="banner-hero__actions">
          {mediaId != null && <PlayLink media={episode ?? { id: mediaId }} />}
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
          {infoTarget && (
            <Link
              className={buttonClassName(mediaId != null ? 'secondary' : 'primary', 'large')}
              to={infoTarget}
            >
              {t('catalog.moreInfo')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
