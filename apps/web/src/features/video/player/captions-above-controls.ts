import { useEffect, type RefObject } from 'react';

/** The parts of a WebVTT cue that place it (VTTCue; jsdom has none, so tests hand plain objects). */
export interface PlaceableCue {
  line: number | 'auto';
  snapToLines: boolean;
  lineAlign: 'start' | 'center' | 'end';
}

/** Breathing room between a caption and the controls, in pixels. */
const GAP_PX = 8;

/**
 * Where a caption's bottom edge goes, as a percentage of the video's height, so that it sits above controls
 * `controlsHeight` tall laid over the video's bottom; 'auto' (the browser's own place) when nothing is measured.
 */
export function captionLine(videoHeight: number, controlsHeight: number): number | 'auto' {
  if (videoHeight <= 0 || controlsHeight <= 0) return 'auto';
  const clear = ((videoHeight - controlsHeight - GAP_PX) / videoHeight) * 100;
  return Math.round(Math.min(100, Math.max(0, clear)) * 10) / 10;
}

/** Puts every cue's bottom edge at `line` percent of the video's height (or back where the browser puts it). */
export function placeCues(cues: Iterable<PlaceableCue>, line: number | 'auto'): void {
  for (const cue of cues) {
    cue.snapToLines = line === 'auto';
    cue.line = line;
    cue.lineAlign = line === 'auto' ? 'start' : 'end';
  }
}

const cuesOf = (track: TextTrack) => Array.from(track.cues ?? []) as unknown as PlaceableCue[];

/**
 * Keeps the captions the browser draws clear of the player's controls: re-placed as the player changes size
 * and as a streamed track gains cues.
 */
export function useCaptionsAboveControls(
  videoRef: RefObject<HTMLVideoElement | null>,
  controlsRef: RefObject<HTMLElement | null>,
  captionsOn: boolean,
): void {
  useEffect(() => {
    const video = videoRef.current;
    const controls = controlsRef.current;
    if (!captionsOn || !video || !controls) return;
    const tracks = Array.from(video.textTracks);
    const place = () => {
      const line = captionLine(video.clientHeight, controls.offsetHeight);
      for (const track of tracks) placeCues(cuesOf(track), line);
    };
    place();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(video);
    observer?.observe(controls);
    for (const track of tracks) track.addEventListener('cuechange', place);
    return () => {
      observer?.disconnect();
      for (const track of tracks) track.removeEventListener('cuechange', place);
    };
  }, [videoRef, controlsRef, captionsOn]);
}
