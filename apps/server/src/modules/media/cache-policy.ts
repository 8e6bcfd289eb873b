const CHANGEABLE = /\.(m3u8|mpd|json|vtt)$/;

/**
 * Cache-Control for a published media file, for responses and for objects stored in a bucket behind a CDN.
 * Manifests and captions change when captions are attached, so they are cached briefly; segments and images
 * never change under a key, provided each transcode is published under a fresh key (e.g.
 * `media/<assetId>/<revision>`), so they are cached for good.
 */
export function mediaCacheControl(key: string): string {
  return CHANGEABLE.test(key) ? 'public, max-age=60' : 'public, max-age=31536000, immutable';
}
