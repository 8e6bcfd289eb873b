import type { MediaWithProgress } from '@crewcast/contracts/content';
import { VideoLink } from '@/components/mobile-app/app-links';
import { buttonClassName } from '@/components/ui/button';
import { PlayIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';

/** The hero's call to watch: Continue for an episode the member has started, Play otherwise. */
export function PlayLink({ media }: { media: Pick<MediaWithProgress, 'id' | 'progress'> }) {
  const t = useTranslation();
  return (
    <VideoLink className={buttonClassName('primary', 'large')} mediaId={media.id}>
      <PlayIcon aria-hidden="true" />
      {media.progress ? t('catalog.continue') : t('catalog.play')}
    </VideoLink>
  );
}

/** Which episode a hero's Play or Continue opens: its season and number, then its title. */
export function useEpisodeLabel(): (media: MediaWithProgress) => string {
  const t = useTranslation();
  return (media) =>
    media.seasonNumber != null && media.episodeNumber != null
      ? `${t('catalog.episode', media.seasonNumber, media.episodeNumber)} · ${media.title}`
      : media.title;
}
