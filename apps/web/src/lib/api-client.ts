import type { HostKind } from '@crewcast/contracts/config';
import type { ErrorBody } from '@crewcast/contracts/errors';
import type { z } from 'zod';
import { HOST_KINDS } from '@crewcast/contracts/constants/config';
import { hostBaseUrl } from '@/lib/runtime-config';

/**
 * The type of an answer, named by its contract schema (`typeof ShowSchema`) or by a type built from contract
 * types (`FaqItem[]`). The client reads answers by type and does not parse them again: the server checks every
 * answer against the same contract schema before sending it (its serializer), so a second parse in the browser
 * would only cost the visitor zod's bytes and time.
 */
export type Answer<Shape> = Shape extends z.ZodType ? z.output<Shape> : Shape;

type QueryValue = string | number | boolean | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** The member's access token, sent as `Authorization: Bearer <token>`. */
  token?: string;
  headers?: Record<string, string>;
  /** Lets the request outlive the page, for reports sent while the member leaves. */
  keepalive?: boolean;
  /** How the browser's HTTP cache may answer: 'no-cache' asks the server whether a kept copy is current. */
  cache?: RequestCache;
}

export interface BodyRequestOptions extends RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-2xx answer; `body` is the server's `{ error, message, fields? }` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/**
 * The one answer the client checks: a failure may come from a proxy or load balancer rather than the server, so
 * only a body with the server's error shape is read as one.
 */
export function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { error, message, code, fields } = body as Record<string, unknown>;
  return (
    typeof error === 'string' &&
    typeof message === 'string' &&
    (code === undefined || typeof code === 'number') &&
    (fields === undefined || (typeof fields === 'object' && fields !== null && !Array.isArray(fields)))
  );
}

function buildUrl(host: HostKind, path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return `${hostBaseUrl(host)}${path}${search ? `?${search}` : ''}`;
}

/** Renews an access token the server refused, resolving with the one to try instead, or null. */
type RefusedTokenRenewal = (refused: string) => Promise<string | null>;

let renewRefusedToken: RefusedTokenRenewal = () => Promise.resolve(null);

/**
 * How a refused access token is renewed; set by the session module, which keeps the tokens. A request refused
 * for its token (expired on the server's clock before this one's) is then sent once more with the renewed one.
 */
export function setRefusedTokenRenewal(renewal: RefusedTokenRenewal): void {
  renewRefusedToken = renewal;
}

async function send(
  host: HostKind,
  method: Method,
  path: string,
  options: BodyRequestOptions,
  tokenRenewed = false,
): Promise<Response> {
  const { query, signal, token, headers, body, keepalive, cache } = options;
  const requestHeaders: Record<string, string> = { ...headers };
  if (token) requestHeaders.authorization = `Bearer ${token}`;
  if (body !== undefined) requestHeaders['content-type'] = 'application/json';
  const init: RequestInit = { signal };
  if (keepalive) init.keepalive = true;
  if (cache) init.cache = cache;
  if (method !== 'GET') init.method = method;
  if (Object.keys(requestHeaders).length > 0) init.headers = requestHeaders;
  if (body !== undefined) init.body = JSON.stringify(body);

  const response = await fetch(buildUrl(host, path, query), init);
  if (!response.ok) {
    const errorBody: unknown = await response.json().catch(() => null);
    const error = new ApiError(response.status, isErrorBody(errorBody) ? errorBody : null);
    // Refused at the door for its token, the request did nothing: it can be sent again with a renewed one.
    if (token && !tokenRenewed && error.status === 401 && error.body?.error === 'UNAUTHORIZED') {
      const renewed = await renewRefusedToken(token);
      if (renewed) return send(host, method, path, { ...options, token: renewed }, true);
    }
    throw error;
  }
  return response;
}

/** Each JSON method takes the answer's type as its type argument (see Answer). */
export interface ApiClient {
  get<Shape>(path: string, options?: RequestOptions): Promise<Answer<Shape>>;
  getText(path: string, options?: RequestOptions): Promise<string>;
  post<Shape>(path: string, options?: BodyRequestOptions): Promise<Answer<Shape>>;
  put<Shape>(path: string, options?: BodyRequestOptions): Promise<Answer<Shape>>;
  patch<Shape>(path: string, options?: BodyRequestOptions): Promise<Answer<Shape>>;
  delete<Shape>(path: string, options?: BodyRequestOptions): Promise<Answer<Shape>>;
}

function createApiClient(host: HostKind): ApiClient {
  const json =
    (method: Method) =>
    async <Shape>(path: string, options: BodyRequestOptions = {}): Promise<Answer<Shape>> => {
      const response = await send(host, method, path, options);
      return (await response.json()) as Answer<Shape>;
    };
  return {
    get: json('GET'),
    async getText(path, options = {}) {
      const response = await send(host, 'GET', path, options);
      return response.text();
    },
    post: json('POST'),
    put: json('PUT'),
    patch: json('PATCH'),
    delete: json('DELETE'),
  };
}

/** One client per host kind of SPEC section 7, each with the base URL the runtime config gives it. */
export const api = Object.fromEntries(HOST_KINDS.map((host) => [host, createApiClient(host)])) as Record<
  HostKind,
  ApiClient
>;
