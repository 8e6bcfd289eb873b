import { Link, useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { ConsoleFrame } from '../components/console-frame';
import { useAdminEpisode } from './api/get-admin-episode';
import { useSetEpisodeImage } from './api/set-episode-image';
import { CaptionsForm } from './components/captions-form';
import { ConsoleLoading } from '../components/console-query';
import { TitledSection } from '@/components/layout/titled-section';
import { EpisodeDetailsForm } from './components/episode-details-form';
import { EpisodeStatePill } from './components/episode-state-pill';
import { PictureField } from './components/picture-field';
import { VideoSection } from './components/video-section';
import './catalog.css';

/** /admin/catalog/episodes/:mediaId: the episode's video (upload, transcode), details, publishing, pictures, captions. */
export function EpisodePage() {
  const t = useTranslation();
  const mediaId = Number(useParams().mediaId);
  const episode = useAdminEpisode(mediaId);
  const setImage = useSetEpisodeImage(mediaId);

  return (
    <ConsoleFrame
      title={episode.data?.title ?? t('console.catalog.episode')}
      lead={t('console.catalog.episode.lead')}
    >
      {episode.isPending ? (
        <ConsoleLoading height={320} />
      ) : episode.isError ? (
        <ErrorState onRetry={() => episode.refetch()} />
      ) : (
        <>
          <div className="catalog__episode-links">
            <Link className="catalog__link" to={`/admin/catalog/shows/${episode.data.showId}`}>
              {t('console.catalog.episode.back')}
            </Link>
            <EpisodeStatePill episode={episode.data} />
            {episode.data.listed && (
              <Link className="catalog__link" to={paths.video(episode.data.id)}>
                {t('console.catalog.episode.watch')}
              </Link>
            )}
          </div>
          <VideoSection episode={episode.data} />
          <TitledSection className="catalog__section" title={t('console.catalog.episode.details')}>
            <EpisodeDetailsForm key={episode.data.id} episode={episode.data} />
          </TitledSection>
          <TitledSection className="catalog__section" title={t('console.catalog.pictures')}>
            <p className="catalog__muted">{t('console.catalog.episode.thumbnail.hint')}</p>
            <div className="catalog__pictures">
              <PictureField
                type="thumbnail"
                images={episode.data.images}
                onUpload={(file) => setImage.mutateAsync({ type: 'thumbnail', file })}
              />
            </div>
          </TitledSection>
          <TitledSection className="catalog__section" title={t('console.catalog.captions')}>
            <CaptionsForm episode={episode.data} />
          </TitledSection>
        </>
      )}
    </ConsoleFrame>
  );
}
