/** Safari on iPhone and iPad offers picture-in-picture through its own presentation modes. */
interface WebkitVideo {
  webkitSupportsPresentationMode?: (mode: string) => boolean;
  webkitSetPresentationMode?: (mode: 'inline' | 'picture-in-picture') => void;
  webkitPresentationMode?: string;
}

const webkit = (video: HTMLVideoElement) => video as HTMLVideoElement & WebkitVideo;

/** Whether this browser can float the video over other apps and pages. */
export function canPictureInPicture(video: HTMLVideoElement): boolean {
  if (document.pictureInPictureEnabled === true) return true;
  return webkit(video).webkitSupportsPresentationMode?.('picture-in-picture') === true;
}

/** Floats the video, or brings it back into the page. */
export async function togglePictureInPicture(video: HTMLVideoElement): Promise<void> {
  if (document.pictureInPictureEnabled === true) {
    if (document.pictureInPictureElement) await document.exitPictureInPicture();
    else await video.requestPictureInPicture();
    return;
  }
  const safari = webkit(video);
  safari.webkitSetPresentationMode?.(
    safari.webkitPresentationMode === 'picture-in-picture' ? 'inline' : 'picture-in-picture',
  );
}
