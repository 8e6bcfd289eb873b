import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Logger } from 'pino';

/** A caller's own request id is logged beside ours, cut to this length. */
const CLIENT_REQUEST_ID_LENGTH = 64;

/** A signed media token travels as a path segment (modules/media/signed-urls.ts). */
const SIGNED_PATH_TOKEN = /\/\d{1,12}\.[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]+(?=\/|$)/g;

/**
 * A request's address as logs may hold it: query values (tokens, codes, links' secrets) and signed media tokens
 * are replaced, the parameter names kept.
 */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(SIGNED_PATH_TOKEN, '/[token]');
  if (queryStart === -1) return path;
  const names = [...new URLSearchParams(url.slice(queryStart + 1)).keys()];
  return `${path}?${names.map((name) => `${encodeURIComponent(name)}=[redacted]`).join('&')}`;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Request ids and request log lines: every request gets an id of ours (a caller's `x-request-id` is logged as
 * `clientRequestId`, never trusted as ours), and the request's address is logged without its secrets. The
 * serializer is set once on the app's logger, so a request's own logger only adds its ids.
 */
export function requestLogging(logger: Logger) {
  return {
    loggerInstance: logger.child({}, { serializers: { req: serializeRequest } }) as FastifyBaseLogger,
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    childLoggerFactory(parent, bindings, options, raw) {
      const given = raw.headers['x-request-id'];
      const clientRequestId =
        typeof given === 'string' ? given.slice(0, CLIENT_REQUEST_ID_LENGTH) : undefined;
      return parent.child(clientRequestId ? { ...bindings, clientRequestId } : bindings, options);
    },
  } satisfies FastifyServerOptions;
}
