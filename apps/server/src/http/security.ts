import cors from '@fastify/cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { AppError } from './errors';
import { sharedRateLimitStore } from './shared-rate-limit-store';

function originsOf(config: Config): string[] {
  const urls = [
    config.IMAGES_URL,
    config.USER_URL,
    config.USER_CACHE_URL,
    config.KMS_URL,
    config.CONTENT_URL,
    config.CONTENT_CACHE_URL,
    config.PAYMENT_URL,
    config.WEBSOCKET_URL,
  ];
  return [...new Set(urls.filter(Boolean).map((url) => new URL(url).origin))];
}

/** Origins the site's pages may use beyond the configured hosts, which change with what the site offers. */
export interface ExtraSources {
  /** Fetched from (the CSP's connect-src): external livestreams' HLS origins. */
  connect: string[];
  /** Scripts run from (script-src): the Cast sender's origin while Chromecast is on. */
  script: string[];
}

/** Where those origins come from. */
export interface ExtraSourcesFeed {
  read(): Promise<ExtraSources>;
  /** Takes the function to call whenever `read` may answer something new (a console change on any node). */
  onChange(changed: () => void): void;
}

/**
 * How long the headers are used without asking for the extra origins again, besides after a change: their owners
 * keep them with a time limit of their own (should a change from another node be lost).
 */
const SOURCES_RECHECK_MS = 1000;

/**
 * Helmet's headers, worked out once: nothing in them depends on the request, and building them per request
 * (as the Fastify plugin does) re-parses the whole CSP every time.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    // Lower case, as Fastify keeps them: setting them per request then changes nothing.
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Fastify's trust rule for the client address. A hop count trusts that many hops nearest the server (Fastify
 * itself takes a bare number as trusting nobody), so each node must be reachable only through its proxies.
 */
export function trustedProxies(
  setting: Config['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** Security headers with a CSP the web app satisfies, the CORS allow-list and rate limits. */
export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  /** Origins beyond the configured ones the pages may use, as the site stands now; kept by their owners. */
  extraSources: ExtraSourcesFeed,
): Promise<void> {
  const hosts = originsOf(config);
  const sockets = hosts.map((origin) => origin.replace(/^http/, 'ws'));
  const headersWith = (extra: ExtraSources) =>
    securityHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Turnstile's widget is a script of Cloudflare's, the Cast sender one of Google's while the site offers
          // Chromecast; nothing else outside the site may run.
          scriptSrc: [
            "'self'",
            ...(config.TURNSTILE_SECRET ? ['https://challenges.cloudflare.com'] : []),
            ...extra.script,
          ],
          // React style props and the injected theme need inline styles; no inline script is allowed.
          styleSrc: ["'self'", "'unsafe-inline'", ...hosts],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          // hls.js gives each captions <track> an empty data:,WEBVTT source before it adds the cues.
          mediaSrc: ["'self'", 'blob:', 'data:', 'https:'],
          // hls.js fetches an external livestream's playlists and segments from its own origin.
          connectSrc: ["'self'", ...new Set([...hosts, ...sockets, ...extra.connect])],
          fontSrc: ["'self'", 'data:'],
          frameSrc: ['https:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
  // The headers change only with the extra origins: they are worked out again only when those do, and asked
  // for only after a change or once SOURCES_RECHECK_MS has passed, so most requests set them without waiting.
  // A callback hook: an async one would cost every answer a promise.
  let current = { key: '|', headers: headersWith({ connect: [], script: [] }) };
  let checkedUntil = 0;
  let changes = 0;
  extraSources.onChange(() => {
    changes += 1;
    checkedUntil = 0;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (Date.now() < checkedUntil) {
      reply.headers(current.headers);
      return done();
    }
    const changesBefore = changes;
    extraSources.read().then((extra) => {
      const key = `${extra.connect.join(' ')}|${extra.script.join(' ')}`;
      if (key !== current.key) current = { key, headers: headersWith(extra) };
      // Origins read while a change came in may be the old ones: the next request asks again.
      if (changes === changesBefore) checkedUntil = Date.now() + SOURCES_RECHECK_MS;
      reply.headers(current.headers);
      done();
    }, done);
  });
  await app.register(cors, {
    origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false,
    credentials: true,
  });
  // With several nodes the counters live in Redis, so a client's limit holds across all of them; while Redis is
  // unreachable each node counts on its own rather than letting everything through.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        // A count Redis cannot take now fails at once, so the request is counted in memory instead of waiting.
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    // A lost connection shows as failed counts, which the store logs once per outage.
    redis.on('error', () => undefined);
    app.addHook('onClose', () => redis.disconnect());
  }
  await app.register(rateLimit, {
    global: true,
    store: redis && sharedRateLimitStore(redis, 'crewcast-rate-limit:', app.log),
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests. Try again in ${context.after}.`),
  });
}
