import type { ProjectImage, ProjectVideo } from '@crewcast/contracts/projects';
import { useEffect, useRef, useState } from 'react';
import { PlayIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { imageUrl } from '@/lib/media-images';

/**
 * Plays sources in a video element (the video feature's engines); answers how to let go of them. An engine still
 * starting when `signal` aborts lets go of itself.
 */
export type AttachVideo = (
  video: HTMLVideoElement,
  sources: readonly ProjectVideo[],
  onFatal: (error: unknown) => void,
  signal: AbortSignal,
) => Promise<{ destroy(): void }>;

/** A project's pitch: its packshot until pressed, then the video, whose player code loads only then. */
export function PitchVideo({
  title,
  videos,
  images,
  attachVideo,
}: {
  title: string;
  videos: readonly ProjectVideo[];
  images: readonly ProjectImage[];
  attachVideo: AttachVideo;
}) {
  const t = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const packshot = imageUrl(images, 'packshot');

  useEffect(() => {
    const video = videoRef.current;
    if (!playing || !video) return;
    let engine: { destroy(): void } | null = null;
    const leaving = new AbortController();
    attachVideo(video, videos, () => setFailed(true), leaving.signal).then(
      (attached) => {
        if (leaving.signal.aborted) return attached.destroy();
        engine = attached;
        void video.play().catch(() => undefined);
      },
      () => {
        if (!leaving.signal.aborted) setFailed(true);
      },
    );
    return () => {
      leaving.abort();
      engine?.destroy();
    };
  }, [playing, videos, attachVideo]);

  if (playing)
    return (
      <div className="pitch-video">
        <video ref={videoRef} className="pitch-video__media" controls playsInline aria-label={title} />
        {failed && <p className="pitch-video__note">{t('greenlight.video.failed')}</p>}
      </div>
    );
  return (
    <div className="pitch-video">
      {packshot && <img className="pitch-video__media" src={packshot} alt="" width={1280} height={720} />}
      {videos.length > 0 ? (
        <button type="button" className="pitch-video__play" onClick={() => setPlaying(true)}>
          <PlayIcon />
          <span className="visually-hidden">{t('greenlight.video.play', title)}</span>
        </button>
      ) : (
        <p className="pitch-video__note">{t('greenlight.video.unavailable')}</p>
      )}
    </div>
  );
}
