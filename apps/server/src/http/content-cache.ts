import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers a content-cache read: a strong ETag over the body, Cache-Control so a CDN may keep it,
 * and 304 when the client already holds this version.
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  options: { contentType: string; maxAge: number },
): FastifyReply {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply
    .header('ETag', etag)
    .header('Cache-Control', `public, max-age=${options.maxAge}, stale-while-revalidate=${options.maxAge * 5}`)
    .header('Vary', 'Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (
    ifNoneMatch
      ?.split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .includes(etag)
  ) {
    return reply.status(304).send();
  }
  return reply.type(options.contentType).send(body);
}
