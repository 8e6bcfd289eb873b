const CHANGEABLE = /\.(m3u8|mpd|json|vtt)$/;

const BRIEFLY_SECONDS = 60;
const FOR_GOOD_SECONDS = 31_536_000;

/**
 * Cache-Control for a published media file. Manifests and captions change when captions are attached, so they
 * are cached briefly; segments and images never change under a key, so they are cached for good. An answer to a
 * signed URL is kept no longer than the signature lasts (`signedUntil`): a browser or CDN caches it under that
 * URL, and would otherwise go on serving it after the link expired.
 */
export function mediaCacheControl(key: string, signedUntil?: Date, now = new Date()): string {
  const changeable = CHANGEABLE.test(key);
  const policy = changeable ? BRIEFLY_SECONDS : FOR_GOOD_SECONDS;
  const left = signedUntil ? Math.max(0, Math.floor((signedUntil.getTime() - now.getTime()) / 1000)) : policy;
  const maxAge = Math.min(policy, left);
  return changeable || maxAge < policy ? `public, max-age=${maxAge}` : `public, max-age=${maxAge}, immutable`;
}
