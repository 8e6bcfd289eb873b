import type { MediaWithProgress } from '@crewcast/contracts/content';
import { VideoLink } from '@/components/mobile-app/app-links';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { CardImage } from './card-image';
import { imageUrl } from '@/lib/media-images';
import { formatDuration } from './format-duration';
import { WatchLaterButton } from './watch-later-button';
import { watchedPercent } from './watched-percent';
import './media-card.css';

export interface MediaCardProps {
  /** With progress (continue watching), the card shows how much has been watched. */
  media: MediaWithProgress;
  /** Images below the fold wait until they are scrolled near. */
  eager?: boolean;
}

/**
 * An episode tile: 16:9 thumbnail, title and show, linking to its video page; the title comes first to readers.
 * The watch later button sits over the thumbnail beside the link, never inside it.
 */
export function MediaCard({ media: { progress, ...media }, eager = false }: MediaCardProps) {
  const t = useTranslation();
  const thumbnail = imageUrl(media.images, 'thumbnail', 'packshot');
  const watched = progress && watchedPercent(progress);
  return (
    <div className="media-card">
      <VideoLink className="media-card__link" mediaId={media.id} state={{ media }}>
        <span className="media-card__title">{media.title}</span>
        <span className="media-card__meta">
          {media.showTitle}
          {media.seasonNumber != null &&
            media.episodeNumber != null &&
            ` · ${t('catalog.episode', media.seasonNumber, media.episodeNumber)}`}
        </span>
        <span
          className={watched === undefined ? 'media-card__art' : 'media-card__art media-card__art--started'}
        >
          {thumbnail && <CardImage src={thumbnail} width={320} height={180} eager={eager} />}
          <span className="media-card__duration">{formatDuration(media.durationSeconds, t)}</span>
          {media.isFree && <span className="media-card__badge">{t('catalog.free')}</span>}
          {watched !== undefined && (
            <span
              className="media-card__progress"
              role="progressbar"
              aria-label={t('catalog.progress', watched)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={watched}
            >
              <span className="media-card__progress-bar" style={{ width: `${watched}%` }} />
            </span>
          )}
        </span>
      </VideoLink>
      <WatchLaterButton mediaId={media.id} title={media.title} variant="card" />
    </div>
  );
}
