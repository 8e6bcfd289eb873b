import { useEffect, useState, type ChangeEvent, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-provider';

export interface PlayerTimelineProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Seconds; 0 until the video's length is known. */
  duration: number;
  /** Set while a cast device plays the video: its position, and where a seek goes instead of the page's video. */
  remote?: { time: number; seekTo: (seconds: number) => void } | null;
}

export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const mm = hours > 0 ? String(minutes % 60).padStart(2, '0') : String(minutes);
  return `${hours > 0 ? `${hours}:` : ''}${mm}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The video's position, followed through timeupdate. Only the timeline's parts read it, so the several updates
 * a second re-render them and not the whole player.
 */
function useCurrentTime(videoRef: RefObject<HTMLVideoElement | null>): number {
  const [currentTime, setCurrentTime] = useState(0);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const sync = () => setCurrentTime(video.currentTime);
    sync();
    video.addEventListener('timeupdate', sync);
    return () => video.removeEventListener('timeupdate', sync);
  }, [videoRef]);
  return currentTime;
}

/** The slider that shows and moves the position; the browser gives it its arrow keys. */
export function TimelineSeekBar({ videoRef, duration, remote }: PlayerTimelineProps) {
  const t = useTranslation();
  const videoTime = useCurrentTime(videoRef);
  const currentTime = remote ? remote.time : videoTime;

  function seekTo(event: ChangeEvent<HTMLInputElement>) {
    const seconds = Number(event.target.value);
    const video = videoRef.current;
    if (remote) remote.seekTo(seconds);
    else if (video) video.currentTime = seconds;
  }

  return (
    <input
      className="player__seek"
      type="range"
      aria-label={t('player.seek')}
      aria-valuetext={t('player.time', formatClock(currentTime), formatClock(duration))}
      min={0}
      max={duration || 0}
      step={0.1}
      value={Math.min(currentTime, duration || 0)}
      onChange={seekTo}
    />
  );
}

/** Position and length as text, e.g. 1:05 / 24:00. */
export function TimelineClock({ videoRef, duration, remote }: PlayerTimelineProps) {
  const videoTime = useCurrentTime(videoRef);
  const currentTime = remote ? remote.time : videoTime;
  return (
    <span className="player__time">
      {formatClock(currentTime)} / {formatClock(duration)}
    </span>
  );
}
