import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { contentTypeFor, type ByteRange, type MediaStorage } from '../../storage/media-storage';
import { mediaCacheControl } from './cache-policy';
import type { MediaUrlSigner } from './signed-urls';

const REFUSALS = {
  expired: 'This video link has expired. Reload the page to get a new one.',
  tampered: 'This video link is not valid.',
  'wrong-path': 'This video link is not valid for that file.',
} as const;

/** `bytes=start-end`, `bytes=start-` or `bytes=-suffix` within the file; undefined for anything else. */
export function parseRange(header: string | undefined, size: number): ByteRange | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [start, end] =
    match[1] === ''
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start <= end && start < size ? { start, end } : undefined;
}

/** Sends a stored file with caching headers, honouring If-None-Match and byte ranges. */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: MediaStorage,
  key: string,
  cacheControl = mediaCacheControl(key),
) {
  const stored = await storage.stat(key);
  if (!stored) throw new AppError('NOT_FOUND', 'That file does not exist.');
  reply
    .header('Content-Type', contentTypeFor(key))
    .header('Cache-Control', cacheControl)
    .header('ETag', stored.etag)
    .header('Last-Modified', stored.lastModified.toUTCString())
    .header('Accept-Ranges', 'bytes')
    // Players fetch media with XHR from the page's origin; a CDN origin may differ.
    .header('Cross-Origin-Resource-Policy', 'cross-origin');
  if (request.headers['if-none-match'] === stored.etag) return reply.status(304).send();
  const rangeHeader = request.headers.range;
  const range = parseRange(rangeHeader, stored.size);
  if (rangeHeader && !range) {
    return reply.status(416).header('Content-Range', `bytes */${stored.size}`).send();
  }
  if (range) {
    reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${stored.size}`)
      .header('Content-Length', range.end - range.start + 1);
  } else {
    reply.header('Content-Length', stored.size);
  }
  return reply.send(await storage.read(key, range));
}

/**
 * CORS for signed media: a Cast receiver (Google's Default Media Receiver) fetches the playlists and segments from
 * its own origin, with ranges. The signed path is the whole grant and no cookie goes with it, so any origin may
 * read it; every other route keeps the configured allow-list.
 */
const SIGNED_MEDIA_CORS = {
  origin: '*',
  credentials: false,
  methods: ['GET', 'HEAD'],
  allowedHeaders: ['Content-Type', 'Accept-Encoding', 'Range'],
  exposedHeaders: ['Content-Length', 'Content-Range', 'Accept-Ranges'],
  maxAge: 86_400,
};

/**
 * Published media under /media/<token>/<assetId>/…: the token signs the asset's folder, so playlists and
 * segments are fetched with the grant the playback session handed out, whatever storage holds them. Answers are
 * cacheable by a CDN in front of /media/, no longer than their signature lasts.
 */
export const mediaRoutes: FastifyPluginAsync<{ storage: MediaStorage; signer: MediaUrlSigner }> = async (
  app,
  { storage, signer },
) => {
  const config = { rateLimit: false, cors: SIGNED_MEDIA_CORS } as const;
  app.get('/media/*', { config, schema: { hide: true } }, async (request, reply) => {
    const { check, path, expiresAt } = signer.verifySignedPath(request.url.split('?')[0] ?? '');
    if (check !== 'ok') throw new AppError('FORBIDDEN', REFUSALS[check]);
    const key = path.slice(1);
    return sendStored(request, reply, storage, key, mediaCacheControl(key, expiresAt));
  });
  // The CORS hook answers the preflight before this handler, with the headers above.
  app.options('/media/*', { config, schema: { hide: true } }, async (_request, reply) => reply.send());
};

// Show, promo and bingo artwork, and the still frames of published videos; never the video itself.
const PUBLIC_IMAGE =
  /^\/images\/(?:((?:shows|promo|bingo|projects)\/[\w-]+\/[\w-]+\.(?:svg|jpg|png|webp))|media\/([0-9a-f-]{36})\/(poster|thumbnail)\.jpg)$/;

/** Public images under /images/…, cacheable by a CDN. */
export const imageRoutes: FastifyPluginAsync<{ storage: MediaStorage }> = async (app, { storage }) => {
  app.get('/images/*', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    const match = PUBLIC_IMAGE.exec(request.url.split('?')[0] ?? '');
    if (!match) throw new AppError('NOT_FOUND', 'That image does not exist.');
    const [, artwork, assetId, still] = match;
    return sendStored(
      request,
      reply,
      storage,
      artwork ? `images/${artwork}` : `media/${assetId}/${still}.jpg`,
    );
  });
};
