import { Link, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { ConsoleFrame } from '../components/console-frame';
import { useAdminEpisode } from './api/get-admin-episode';
import { useSetEpisodeImage } from './api/set-episode-image';
import { CaptionsForm } from './components/captions-form';
import { ConsoleQuery } from '../components/console-query';
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
      <ConsoleQuery query={episode} loadingHeight={320}>
        {(found) => (
          <>
            <div className="catalog__episode-links">
              <Link className="catalog__link" to={`/admin/catalog/shows/${found.showId}`}>
                {t('console.catalog.episode.back')}
              </Link>
              <EpisodeStatePill episode={found} />
              {found.listed && (
                <Link className="catalog__link" to={paths.video(found.id)}>
                  {t('console.catalog.episode.watch')}
                </Link>
              )}
            </div>
            <VideoSection episode={found} />
            <TitledSection className="catalog__section" title={t('console.catalog.episode.details')}>
              <EpisodeDetailsForm key={found.id} episode={found} />
            </TitledSection>
            <TitledSection className="catalog__section" title={t('console.catalog.pictures')}>
              <p className="catalog__muted">{t('console.catalog.episode.thumbnail.hint')}</p>
              <div className="catalog__pictures">
                <PictureField
                  type="thumbnail"
                  images={found.images}
                  onUpload={(file) => setImage.mutateAsync({ type: 'thumbnail', file })}
                />
              </div>
            </TitledSection>
            <TitledSection className="catalog__section" title={t('console.catalog.captions')}>
              <CaptionsForm episode={found} />
            </TitledSection>
          </>
        )}
      </ConsoleQuery>
    </ConsoleFrame>
  );
}
