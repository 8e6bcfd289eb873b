import type { MediaSummary } from '@crewcast/contracts/content';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { imageUrl } from '@/lib/media-images';
import { paths } from '@/lib/paths';

export interface UpNextOverlayProps {
  next: MediaSummary;
  remaining: number;
  onCancel: () => void;
}

/**
 * Shown when a video ends: the next one, a countdown to it, and a way to stay. Focus moves to Cancel, so the
 * card and its countdown are read once as focus arrives; the seconds ticking by are shown, not announced.
 */
export function UpNextOverlay({ next, remaining, onCancel }: UpNextOverlayProps) {
  const t = useTranslation();
  const titleId = useId();
  const countdownId = useId();
  const [announced] = useState(remaining);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const thumbnail = imageUrl(next.images, 'thumbnail', 'packshot');

  useEffect(() => {
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    return () => {
      // Cancelled: focus goes back to where it was (the player), unless the member already moved it.
      if (!document.activeElement || document.activeElement === document.body) returnFocusTo?.focus();
    };
  }, []);

  return (
    <div
      className="up-next-overlay"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={countdownId}
    >
      {thumbnail && <img className="up-next-overlay__art" src={thumbnail} alt="" width={320} height={180} />}
      <div className="up-next-overlay__text">
        <p className="up-next-overlay__countdown" aria-hidden="true">
          {t('video.upNext.countdown', remaining)}
        </p>
        <p className="visually-hidden" id={countdownId}>
          {t('video.upNext.countdown', announced)}
        </p>
        <p className="up-next-overlay__title" id={titleId}>
          {next.title}
        </p>
        <div className="up-next-overlay__actions">
          <Link className={buttonClassName('primary')} to={paths.video(next.id)} state={{ media: next }}>
            {t('video.upNext.playNow')}
          </Link>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {t('video.upNext.cancel')}
          </Button>
        </div>
      </div>
    </div>
  );
}
