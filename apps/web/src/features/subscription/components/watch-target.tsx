import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { PlayIcon } from '@/components/ui/icons';
import { mediaQueryOptions } from '@/lib/catalog/get-media';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { imageUrl } from '@/lib/media-images';

const VIDEO_PATH = /^\/video\/(\d{1,9})(?:[/?#]|$)/;

/** The video a site path leads to, or null for any other page. */
export function videoIdOf(path: string | null): number | null {
  const match = path ? VIDEO_PATH.exec(path) : null;
  return match ? Number(match[1]) : null;
}

/**
 * What a member was about to watch when the paywall sent them here: the episode's picture, title and show, so
 * the checkout is about that. Nothing shows for another page, or while (or when) the episode is not found.
 */
export function WatchTarget({ returnTo }: { returnTo: string | null }) {
  const t = useTranslation();
  const mediaId = videoIdOf(returnTo);
  const media = useQuery({ ...mediaQueryOptions(mediaId ?? 0), enabled: mediaId !== null });
  if (mediaId === null || !media.data) return null;
  const { title, showTitle, seasonNumber, episodeNumber, images } = media.data;
  const art = imageUrl(images, 'thumbnail', 'hero', 'packshot');
  return (
    <Card className="watch-target">
      <section className="watch-target__body" aria-label={t('payment.watchTarget.label')}>
        <div className="watch-target__art">
          {art ? <img src={art} alt="" /> : <PlayIcon aria-hidden="true" />}
        </div>
        <div className="watch-target__text">
          <p className="watch-target__eyebrow">{t('payment.watchTarget.eyebrow')}</p>
          <h2 className="watch-target__title">{title}</h2>
          <p className="watch-target__show">
            {showTitle}
            {seasonNumber !== null && episodeNumber !== null && (
              <> · {t('payment.watchTarget.episode', seasonNumber, episodeNumber)}</>
            )}
          </p>
          <p className="watch-target__note">{t('payment.watchTarget.note')}</p>
        </div>
      </section>
    </Card>
  );
}
