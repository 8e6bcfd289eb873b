import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlib,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller answers go out as they are: compressing them saves less than the headers weigh. */
export const COMPRESS_FROM_BYTES = 1024;
/** Text only: video segments and images are compressed already, and ranges of them must stay byte-exact. */
const TEXT_TYPES =
  /^(?:text\/|application\/(?:json|javascript|vnd\.apple\.mpegurl|dash\+xml)|image\/svg\+xml)/;
export type Encoding = 'br' | 'gzip';

/** Accept-Encoding values already worked out: clients send a few values over and over. */
const picked = new Map<string, Encoding | null>();
const PICKED_MAX = 200;

/**
 * The encoding to answer in: brotli before gzip, as the client allows them (a q of 0 refuses one, `*` stands
 * for any not named); none when it accepts neither.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  let encoding = picked.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(acceptEncoding);
    if (picked.size >= PICKED_MAX) picked.clear();
    picked.set(acceptEncoding, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding | null {
  const allowed = new Map<string, boolean>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    allowed.set(name.trim().toLowerCase(), q === undefined || Number(q.slice(2)) > 0);
  }
  for (const encoding of ['br', 'gzip'] as const) {
    if (allowed.get(encoding) ?? allowed.get('*')) return encoding;
  }
  return null;
}

/** Compression settings: the best ratio for an answer compressed once and kept, else brotli's quality 2 and gzip's default. */
function settings(encoding: Encoding, size: number, best: boolean): BrotliOptions | ZlibOptions {
  if (encoding === 'gzip') return { level: best ? zlib.Z_BEST_COMPRESSION : zlib.Z_DEFAULT_COMPRESSION };
  return {
    params: {
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      // Quality 2 sends JSON within a few percent of quality 4's size at about 60 % of its CPU.
      [zlib.BROTLI_PARAM_QUALITY]: best ? zlib.BROTLI_MAX_QUALITY : 2,
      [zlib.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** `body` compressed in one call, off the event loop. */
export function compressBytes(
  body: Buffer,
  encoding: Encoding,
  { best }: { best: boolean },
): Promise<Buffer> {
  const options = settings(encoding, body.length, best);
  return encoding === 'gzip' ? gzipAsync(body, options) : brotliAsync(body, options);
}

/**
 * Answers up to this size are compressed on the event loop: handing one to a compression thread and back costs about
 * 150 µs of CPU, more than compressing 6 to 64 KB of JSON at brotli's quality 2 (40 to 150 µs).
 */
export const COMPRESS_INLINE_UP_TO = 64 * 1024;

/** A per-request answer compressed: at once when small, else by a compression thread. */
export function compressAnswer(body: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
  if (body.length > COMPRESS_INLINE_UP_TO) return compressBytes(body, encoding, { best: false });
  const options = settings(encoding, body.length, false);
  return encoding === 'gzip' ? gzipSync(body, options) : brotliCompressSync(body, options);
}

/** Adds Accept-Encoding to the answer's Vary, keeping what is there (CORS varies it on Origin). */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const names =
    vary === undefined
      ? []
      : String(vary)
          .split(',')
          .map((name) => name.trim());
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...names, 'Accept-Encoding'].join(', '));
}

/**
 * An answer the handler made in memory (every JSON answer) compressed in one call, which costs a fraction of a
 * compression stream per answer. Written with a callback: most answers pass through untouched, and an async hook
 * would cost each of them a promise.
 */
const compressBody: onSendHookHandler = (request, reply, payload, done) => {
  if (
    (typeof payload !== 'string' && !Buffer.isBuffer(payload)) ||
    Buffer.byteLength(payload) < COMPRESS_FROM_BYTES ||
    reply.hasHeader('content-encoding') ||
    !TEXT_TYPES.test(String(reply.getHeader('content-type') ?? 'application/json'))
  )
    return done(null, payload);
  varyOnEncoding(reply);
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return done(null, payload);
  const send = (body: Buffer) => {
    reply.header('content-encoding', encoding).removeHeader('content-length');
    done(null, body);
  };
  const body = compressAnswer(Buffer.from(payload), encoding);
  if (Buffer.isBuffer(body)) return send(body);
  body.then(send, done);
};

/**
 * Text answers compressed for the clients that accept it, brotli before gzip: bodies made in memory by
 * `compressBody`, streamed ones (stored manifests) by @fastify/compress, which also inflates compressed request
 * bodies. Routes with `compress: false` send copies compressed ahead (the content cache).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Added before the plugin's own hook, so a body compressed here is passed over by it, and a route that takes no
  // body (GET, HEAD) is not given the plugin's request decompression, which every request would pass through.
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => method === 'GET' || method === 'HEAD'))
      route.decompress ??= false;
    if (route.compress === false) return;
    route.onSend = [...[route.onSend ?? []].flat(), compressBody];
  });
  await app.register(compress, {
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: TEXT_TYPES,
  });
}
