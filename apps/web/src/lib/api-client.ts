import { HOST_KINDS, type HostKind } from '@crewcast/contracts/config';
import { ErrorBodySchema, type ErrorBody } from '@crewcast/contracts/errors';
import { hostBaseUrl } from '@/lib/runtime-config';

/** Anything that can vouch for the shape of a response (the zod schemas of @crewcast/contracts). */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

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

function buildUrl(host: HostKind, path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return `${hostBaseUrl(host)}${path}${search ? `?${search}` : ''}`;
}

async function send(
  host: HostKind,
  method: Method,
  path: string,
  { query, signal, token, headers, body, keepalive, cache }: BodyRequestOptions,
): Promise<Response> {
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
    const parsed = ErrorBodySchema.safeParse(errorBody);
    throw new ApiError(response.status, parsed.success ? parsed.data : null);
  }
  return response;
}

export interface ApiClient {
  get<T>(path: string, schema: ResponseSchema<T>, options?: RequestOptions): Promise<T>;
  getText(path: string, options?: RequestOptions): Promise<string>;
  post<T>(path: string, schema: ResponseSchema<T>, options?: BodyRequestOptions): Promise<T>;
  put<T>(path: string, schema: ResponseSchema<T>, options?: BodyRequestOptions): Promise<T>;
  patch<T>(path: string, schema: ResponseSchema<T>, options?: BodyRequestOptions): Promise<T>;
  delete<T>(path: string, schema: ResponseSchema<T>, options?: BodyRequestOptions): Promise<T>;
}

function createApiClient(host: HostKind): ApiClient {
  const json =
    (method: Method) =>
    async <T>(path: string, schema: ResponseSchema<T>, options: BodyRequestOptions = {}): Promise<T> => {
      const response = await send(host, method, path, options);
      return schema.parse(await response.json());
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
