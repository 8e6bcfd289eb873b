import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Enough for every page and language a site has; past it the oldest answer is dropped.
const MAX_ENTRIES = 500;

interface Rendered {
  body: string;
  etag: string;
  expires: number;
}

export interface ContentCacheOptions {
  contentType: string;
  /** Seconds a browser or CDN may keep the answer. */
  maxAge: number;
  /** Milliseconds this node reuses a rendered answer; 0 renders every time. */
  ttlMs: number;
}

/**
 * Content-cache reads: the rendered body with a strong ETag, Cache-Control so a CDN may keep it,
 * 304 when the client already holds this version, and a short in-process reuse so a burst of
 * reads costs one database round trip.
 */
export function createContentCache({ contentType, maxAge, ttlMs }: ContentCacheOptions) {
  const rendered = new Map<string, Rendered>();
  const loading = new Map<string, Promise<Rendered>>();
  // Bumped by clear(): an answer rendered from what was stored before it is not kept.
  let generation = 0;

  async function render(key: string, load: () => Promise<string>): Promise<Rendered> {
    const cached = rendered.get(key);
    if (cached && cached.expires > Date.now()) return cached;
    const inFlight = loading.get(key);
    if (inFlight) return inFlight;
    const startedIn = generation;
    const next = load()
      .then((body) => {
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
        const entry = { body, etag, expires: Date.now() + ttlMs };
        if (ttlMs > 0 && startedIn === generation) {
          rendered.delete(key);
          if (rendered.size >= MAX_ENTRIES) rendered.delete(rendered.keys().next().value as string);
          rendered.set(key, entry);
        }
        return entry;
      })
      .finally(() => {
        if (loading.get(key) === next) loading.delete(key);
      });
    loading.set(key, next);
    return next;
  }

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<string>,
  ): Promise<FastifyReply> {
    const { body, etag } = await render(key, load);
    reply
      .header('ETag', etag)
      .header('Cache-Control', `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 5}`)
      .header('Vary', 'Accept-Encoding');
    const ifNoneMatch = request.headers['if-none-match'];
    const matches = ifNoneMatch
      ?.split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .includes(etag);
    if (matches) return reply.status(304).send();
    return reply.type(contentType).send(body);
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
