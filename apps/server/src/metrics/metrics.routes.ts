import { createHash, timingSafeEqual } from 'node:crypto';
import type { HttpApp } from '../http/http-app';
import { AppError } from '../http/errors';
import type { Metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Records every answered request's duration by route pattern and status and, when `token` is set, serves
 * GET /metrics to `Authorization: Bearer <token>` only; without a token /metrics does not exist.
 */
export function registerMetrics(app: HttpApp, metrics: Metrics, token: string): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  if (!token) return;
  const expected = digest(token);
  app.get('/metrics', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    // Compared as digests, in constant time whatever the length of what was sent.
    if (!timingSafeEqual(digest(given), expected))
      throw new AppError('UNAUTHORIZED', 'The metrics need their bearer token.');
    const { contentType, body } = await metrics.exposition();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}
