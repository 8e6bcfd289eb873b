import { afterEach, describe, expect, it, vi } from 'vitest';
import { canPictureInPicture, togglePictureInPicture } from './picture-in-picture';

type SafariVideo = HTMLVideoElement & {
  webkitSupportsPresentationMode?: (mode: string) => boolean;
  webkitSetPresentationMode?: (mode: string) => void;
  webkitPresentationMode?: string;
};

describe('picture-in-picture', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'pictureInPictureEnabled');
    Reflect.deleteProperty(document, 'pictureInPictureElement');
  });

  it('is not offered where the browser has neither kind', () => {
    expect(canPictureInPicture(document.createElement('video'))).toBe(false);
  });

  it('uses the standard API where the browser has it', async () => {
    Object.defineProperty(document, 'pictureInPictureEnabled', { value: true, configurable: true });
    const video = document.createElement('video');
    const request = vi.fn().mockResolvedValue({});
    video.requestPictureInPicture = request;
    expect(canPictureInPicture(video)).toBe(true);
    await togglePictureInPicture(video);
    expect(request).toHaveBeenCalledOnce();

    const exit = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(document, 'pictureInPictureElement', { value: video, configurable: true });
    document.exitPictureInPicture = exit;
    await togglePictureInPicture(video);
    expect(exit).toHaveBeenCalledOnce();
  });

  it('uses Safari’s presentation modes on iPhone and iPad', async () => {
    const video: SafariVideo = document.createElement('video');
    video.webkitSupportsPresentationMode = (mode) => mode === 'picture-in-picture';
    video.webkitSetPresentationMode = vi.fn((mode: string) => (video.webkitPresentationMode = mode));
    video.webkitPresentationMode = 'inline';
    expect(canPictureInPicture(video)).toBe(true);

    await togglePictureInPicture(video);
    expect(video.webkitPresentationMode).toBe('picture-in-picture');
    await togglePictureInPicture(video);
    expect(video.webkitPresentationMode).toBe('inline');
  });
});
