import type { MediaSummary } from '@crewcast/contracts/content';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { imageUrl } from '@/lib/media-images';

export interface UpNextOverlayProps {
  next: MediaSummary;
  remaining: number;
  onCancel: () => void;
}

/** Shown when a video ends: the next one, a countdown to it, and a way to stay. */
export function UpNextOverlay({ next, remaining, onCancel }: UpNextOverlayProps) {
  const t = useTranslation();
  const thumbnail = imageUrl(next.images, 'thumbnail', 'packshot');
  return (
    <div className="up-next-overlay" role="dialog" aria-modal="false" aria-labelledby="up-next-countdown">
      {thumbnail && <img className="up-next-overlay__art" src={thumbnail} alt="" width={320} height={180} />}
      <div className="up-next-overlay__text">
        <p className="up-next-overlay__countdown" id="up-next-countdown" aria-live="polite">
          {t('video.upNext.countdown', remaining)}
        </p>
        <p className="up-next-overlay__title">{next.title}</p>
        <div className="up-next-overlay__actions">
          <Link className={buttonClassName('primary')} to={`/video/${next.id}`} state={{ media: next }}>
            {t('video.upNext.playNow')}
          </Link>
          <Button variant="secondary" onClick={onCancel}>
            {t('video.upNext.cancel')}
          </Button>
        </div>
      </div>
    </div>
  );
}
