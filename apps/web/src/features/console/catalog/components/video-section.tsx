import type { AdminEpisode } from '@crewcast/contracts/catalog';
import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { uploadVideo, VIDEO_FILE_TYPES, type VideoUpload } from '@/lib/video-upload';
import { MediaFeatureNotice } from '../../components/media-feature-notice';
import { catalogKeys } from '../api/catalog-keys';
import { TitledSection } from '@/components/layout/titled-section';

type Sending =
  | { state: 'idle' }
  | { state: 'sending'; sent: number; total: number }
  | { state: 'refused'; message: string };

/** The episode's video: pick a file, watch it upload (resuming after a dropped connection), then transcode. */
export function VideoSection({ episode }: { episode: AdminEpisode }) {
  const t = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const upload = useRef<VideoUpload | undefined>(undefined);
  const { video } = episode;

  useEffect(() => () => upload.current?.pause(), []);

  async function send(file: File | undefined) {
    if (!file) return;
    setSending({ state: 'sending', sent: 0, total: file.size });
    upload.current = await uploadVideo({ kind: 'episode', mediaId: episode.id }, file, {
      onProgress: (sent, total) => setSending({ state: 'sending', sent, total }),
      onSuccess: () => {
        setSending({ state: 'idle' });
        void queryClient.invalidateQueries({ queryKey: catalogKeys.episode(episode.id) });
      },
      onError: (message) =>
        setSending({ state: 'refused', message: message ?? t('console.catalog.video.failed') }),
    });
  }

  function cancel() {
    upload.current?.cancel();
    setSending({ state: 'idle' });
  }

  return (
    <TitledSection className="catalog__section" title={t('console.catalog.video')}>
      <MediaFeatureNotice feature="transcode" />
      {sending.state === 'sending' ? (
        <div className="catalog__progress">
          <ProgressBar
            label={t('console.catalog.video.uploading')}
            percent={sending.total ? Math.floor((sending.sent / sending.total) * 100) : 0}
          />
          <Button variant="ghost" onClick={cancel}>
            {t('console.catalog.video.cancel')}
          </Button>
        </div>
      ) : video.status === 'queued' || video.status === 'processing' ? (
        <ProgressBar label={t('console.catalog.video.transcoding')} percent={video.percent} />
      ) : (
        <>
          <p className="catalog__muted" role="status">
            {t(`console.catalog.video.${video.status}`, video.error ?? '')}
          </p>
          {sending.state === 'refused' && (
            <p className="field__error" role="alert">
              {sending.message}
            </p>
          )}
          <label className="field__label" htmlFor={inputId}>
            {video.status === 'none' ? t('console.catalog.video.choose') : t('console.catalog.video.replace')}
          </label>
          <input
            id={inputId}
            type="file"
            accept={VIDEO_FILE_TYPES}
            onChange={(event) => {
              void send(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </>
      )}
    </TitledSection>
  );
}
