import type { MediaWithProgress, Show } from '@crewcast/contracts/content';
import { Link } from 'react-router';
import { PlayLink, useEpisodeLabel } from '@/components/media/play-link';
import { buttonClassName } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { imageUrl } from '@/lib/media-images';
import { paths } from '@/lib/paths';

/**
 * The home page's hero when no banner is featured: the episode the member is watching (or the newest one), its
 * show's artwork, Play or Continue, and More info on its show.
 */
export function FeaturedHero({ media, shows }: { media: MediaWithProgress; shows: readonly Show[] }) {
  const t = useTranslation();
  const episodeLabel = useEpisodeLabel();
  const show = shows.find(({ id }) => id === media.showId);
  const art = (show && imageUrl(show.images, 'hero', 'packshot')) ?? imageUrl(media.images, 'thumbnail');
  return (
    <section className="art-hero banner-hero" aria-labelledby="featured-hero-title">
      {art && (
        <picture className="banner-hero__art">
          <img src={art} alt="" width={2100} height={900} fetchPriority="high" />
        </picture>
      )}
      <div className="container banner-hero__content">
        <p className="banner-hero__eyebrow">
          {media.progress ? t('home.rail.continueWatching') : t('home.hero.label')}
        </p>
        <h2 className="banner-hero__title" id="featured-hero-title">
          {media.showTitle}
        </h2>
        <p className="banner-hero__text">{episodeLabel(media)}</p>
        <div className="banner-hero__actions">
          <PlayLink media={media} />
          <Link className={buttonClassName('secondary', 'large')} to={paths.show(media.showSlug)}>
            {t('catalog.moreInfo')}
          </Link>
        </div>
      </div>
    </section>
  );
}
