import { useEffect, useState, type RefObject } from 'react';

/** Safari's AirPlay on a video element it plays itself (native HLS). */
interface AirPlayVideo {
  webkitShowPlaybackTargetPicker?: () => void;
}

interface PlaybackTargetAvailabilityEvent extends Event {
  availability?: 'available' | 'not-available';
}

const AVAILABILITY_EVENT = 'webkitplaybacktargetavailabilitychanged';

/** Whether an AirPlay device is around for the video in `videoRef`, as Safari reports it. */
export function useAirPlayAvailable(videoRef: RefObject<HTMLVideoElement | null>): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onAvailability = (event: Event) =>
      setAvailable((event as PlaybackTargetAvailabilityEvent).availability === 'available');
    video.addEventListener(AVAILABILITY_EVENT, onAvailability);
    return () => video.removeEventListener(AVAILABILITY_EVENT, onAvailability);
  }, [videoRef]);
  return available;
}

/** Opens Safari's AirPlay picker; the video then plays on the chosen device from where it is, and back. */
export function showAirPlayPicker(video: HTMLVideoElement): void {
  (video as HTMLVideoElement & AirPlayVideo).webkitShowPlaybackTargetPicker?.();
}
