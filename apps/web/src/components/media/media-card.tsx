import type { MediaSummary } from '@crewcast/contracts/content';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { imageUrl } from '@/lib/media-images';
import { formatDuration } from './format-duration';
import './media-card.css';

export interface MediaCardProps {
  media: MediaSummary;
  /** Images below the fold wait until they are scrolled near. */
  eager?: boolean;
}

/** An episode tile: 16:9 thumbnail, title and show, linking to its video page; the title comes first to readers. */
export function MediaCard({ media, eager = false }: MediaCardProps) {
  const t = useTranslation();
  const thumbnail = imageUrl(media.images, 'thumbnail', 'packshot');
  return (
    <Link className="media-card" to={`/video/${media.id}`} state={{ media }}>
      <span className="media-card__title">{media.title}</span>
      <span className="media-card__meta">
        {media.showTitle}
        {media.seasonNumber != null &&
          media.episodeNumber != null &&
          ` · ${t('catalog.episode', media.seasonNumber, media.episodeNumber)}`}
      </span>
      <span className="media-card__art">
        {thumbnail && (
          <img
            src={thumbnail}
            alt=""
            width={320}
            height={180}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
        <span className="media-card__duration">{formatDuration(media.durationSeconds, t)}</span>
        {media.isFree && <span className="media-card__badge">{t('catalog.free')}</span>}
      </span>
    </Link>
  );
}
