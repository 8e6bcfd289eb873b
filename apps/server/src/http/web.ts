import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { RUNTIME_CONFIG_GLOBAL, type RuntimeConfig } from '@crewcast/contracts/config';
import type { ErrorBody } from '@crewcast/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { varyOnEncoding } from './compression';
import { createContentCache } from './content-cache';

export function runtimeConfigFrom(config: Config): RuntimeConfig {
  return {
    hosts: {
      images: config.IMAGES_URL,
      user: config.USER_URL,
      userCache: config.USER_CACHE_URL,
      kms: config.KMS_URL,
      content: config.CONTENT_URL,
      contentCache: config.CONTENT_CACHE_URL,
      payment: config.PAYMENT_URL,
      websocket: config.WEBSOCKET_URL,
    },
    environment: { name: config.ENVIRONMENT_NAME, projectsEnabled: true, websocket: false },
  };
}

/**
 * The head of a page whose shared link shows its own preview: `key` names its cached copy, and `render` makes the
 * elements that take the place of the shell's <title> (null when there is nothing listed there: the shell as built).
 */
export type PageHeadOf = (pathname: string) => { key: string; render: () => Promise<string | null> } | null;

/** Paths the API owns; anything else that is a page request gets the web app. */
const apiPath = /^\/(v\d+|channels|docs|healthz|readyz|socket\.io)(\/|$)/;

/** The shell's title element, which a page's own head replaces. */
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;

/** The compressed copies of the built files. */
const PRECOMPRESSED_COPY = /\.(?:br|gz)$/;

/** Browsers ask for HTML; link-preview crawlers (and curl) for anything. */
const acceptsPage = (accept: string | undefined) => accept !== undefined && /text\/html|\*\/\*/.test(accept);

/**
 * Serves the built web app: hashed assets with long caching, index.html for every page route (with the page's
 * own head where `pageHeadOf` has one, each page's copy kept briefly with its ETag), and the runtime config as a
 * script (the CSP allows no inline script).
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  pageHeadOf: PageHeadOf = () => null,
): Promise<void> {
  const script =
    `window.${RUNTIME_CONFIG_GLOBAL} = ${JSON.stringify(runtimeConfigFrom(config))};\n` +
    // zod's parser otherwise probes for eval with `new Function`, which the CSP refuses and reports on every page.
    'globalThis.__zod_globalConfig = { jitless: true };\n';
  app.get('/runtime-config.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(script),
  );

  const indexFile = path.join(config.WEB_DIR, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(async (files) => {
      // A cache keeps each encoding of a file apart.
      files.addHook('onSend', async (_request, reply, payload) => {
        varyOnEncoding(reply);
        return payload;
      });
      await files.register(fastifyStatic, {
        root: config.WEB_DIR,
        wildcard: false,
        index: false,
        // The build writes a brotli and a gzip copy of each text file (apps/web/precompress.ts), sent in their
        // file's place, never at their own address.
        preCompressed: true,
        allowedPath: (pathname) => !PRECOMPRESSED_COPY.test(pathname),
        cacheControl: false,
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  } else {
    app.log.warn({ webDir: config.WEB_DIR }, 'web app not built; serving the API only');
  }

  // Read once: every page is this shell, some with their own head in place of its title.
  const shell = hasWebApp ? fs.readFileSync(indexFile, 'utf8') : '';
  const withHead = (head: string | null) => (head ? shell.replace(TITLE_ELEMENT, () => head) : shell);
  // Revalidated on every visit (max-age 0): a new build's shell names new assets.
  const sendPage = createContentCache({
    contentType: 'text/html; charset=utf-8',
    maxAge: 0,
    ttlMs: config.CONTENT_CACHE_TTL_MS,
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      hasWebApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !apiPath.test(url) &&
      !path.extname(url) &&
      acceptsPage(request.headers.accept);
    if (wantsPage) {
      const page = pageHeadOf(url);
      return sendPage(request, reply, page?.key ?? '', async () =>
        withHead(page ? await page.render() : null),
      );
    }
    const body: ErrorBody = { error: 'NOT_FOUND', message: `Nothing is found at ${request.method} ${url}.` };
    return reply.status(404).send(body);
  });
}
