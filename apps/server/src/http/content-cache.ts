import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSharedReads } from '../shared-reads';
import {
  COMPRESS_FROM_BYTES,
  compressBytes,
  pickEncoding,
  varyOnEncoding,
  type Encoding,
} from './compression';

// Enough for every page and language a site has; past it the oldest answer is dropped.
const MAX_ENTRIES = 500;

interface Rendered {
  body: Buffer;
  etag: string;
  expires: number;
  /** Each encoding is made once per version, on the first read that accepts it. */
  encoded: Partial<Record<Encoding, Promise<Buffer | null>>>;
  /** The encodings made so far (null: no smaller than the body), for reads answered without waiting. */
  made: Partial<Record<Encoding, Buffer | null>>;
}

export interface ContentCacheOptions {
  contentType: string;
  /** Seconds a browser or CDN may keep the answer. */
  maxAge: number;
  /** Milliseconds this node reuses a rendered answer; 0 renders every time. */
  ttlMs: number;
  /** Makes the compressed copies; brotli and gzip at their best unless given. */
  compress?: (body: Buffer, encoding: Encoding) => Promise<Buffer>;
}

const compressBest = (body: Buffer, encoding: Encoding) => compressBytes(body, encoding, { best: true });

/**
 * The options of every route answering through a content cache: nothing is compressed per request (the cache holds
 * each encoding), and no rate limit is counted for these public reads a CDN fronts, served from memory at less
 * cost than the count would take (the security baseline limits auth and write routes).
 */
export const CONTENT_CACHE_ROUTE = { compress: false, config: { rateLimit: false } } as const;

/**
 * Content-cache reads: the rendered body as bytes with a strong ETag, brotli and gzip copies made once per
 * version, Cache-Control so a CDN may keep it, 304 when the client already holds this version, and a short
 * in-process reuse so a burst of reads costs one database round trip. Routes using it take CONTENT_CACHE_ROUTE's
 * options: nothing is serialized, validated or compressed per request.
 */
export function createContentCache({
  contentType,
  maxAge,
  ttlMs,
  compress = compressBest,
}: ContentCacheOptions) {
  const rendered = new Map<string, Rendered>();
  const loading = createSharedReads<Rendered>();
  const cacheControl = `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 5}`;
  // Bumped by clear(): an answer rendered from what was stored before it is not kept.
  let generation = 0;

  const encodingFor = (request: FastifyRequest, entry: Rendered) =>
    entry.body.length >= COMPRESS_FROM_BYTES ? pickEncoding(request.headers['accept-encoding']) : null;

  function keep(key: string, entry: Rendered): void {
    rendered.delete(key);
    if (rendered.size >= MAX_ENTRIES) rendered.delete(rendered.keys().next().value as string);
    rendered.set(key, entry);
  }

  function render(key: string, load: () => Promise<string>): Promise<Rendered> {
    const cached = rendered.get(key);
    if (cached && cached.expires > Date.now()) return Promise.resolve(cached);
    const startedIn = generation;
    return loading(key, () =>
      load().then((text) => {
        const body = Buffer.from(text);
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
        const expires = Date.now() + ttlMs;
        // The same version again keeps the copies already compressed.
        const entry: Rendered =
          cached?.etag === etag
            ? Object.assign(cached, { expires })
            : { body, etag, expires, encoded: {}, made: {} };
        if (ttlMs > 0 && startedIn === generation) keep(key, entry);
        return entry;
      }),
    );
  }

  function encode(entry: Rendered, encoding: Encoding): Promise<Buffer | null> {
    entry.encoded[encoding] ??= compress(entry.body, encoding).then((bytes) => {
      const smaller = bytes.length < entry.body.length ? bytes : null;
      entry.made[encoding] = smaller;
      return smaller;
    });
    return entry.encoded[encoding];
  }

  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Rendered,
    encoding: Encoding | null,
    encoded: Buffer | null,
  ): void {
    // A compressed copy is another representation of the same version, so its validator says which.
    const etag = encoded ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;
    reply.header('ETag', etag).header('Cache-Control', cacheControl);
    varyOnEncoding(reply);
    const ifNoneMatch = request.headers['if-none-match'];
    const matches = ifNoneMatch
      ?.split(',')
      .map((tag) =>
        tag
          .trim()
          .replace(/^W\//, '')
          .replace(/-(?:br|gzip)"$/, '"'),
      )
      .includes(entry.etag);
    if (matches) reply.status(304).send();
    else if (encoded && encoding) reply.type(contentType).header('Content-Encoding', encoding).send(encoded);
    else reply.type(contentType).send(entry.body);
  }

  /**
   * Answers the read; at once (no promise) when this version is rendered and compressed as the client accepts,
   * as nearly every read finds it.
   */
  function send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<string>,
  ): Promise<void> | void {
    const cached = rendered.get(key);
    if (cached && cached.expires > Date.now()) {
      const encoding = encodingFor(request, cached);
      const made = encoding ? cached.made[encoding] : null;
      if (made !== undefined) return answer(request, reply, cached, encoding, made);
    }
    return render(key, load).then(async (entry) => {
      const encoding = encodingFor(request, entry);
      answer(request, reply, entry, encoding, encoding ? await encode(entry, encoding) : null);
    });
  }

  /** Drops this node's rendered answers after a change, so the next read renders what is stored now. */
  function clear(): void {
    generation += 1;
    rendered.clear();
    loading.clear();
  }

  return Object.assign(send, { clear });
}

export type CacheSettings = Pick<ContentCacheOptions, 'maxAge' | 'ttlMs'>;
