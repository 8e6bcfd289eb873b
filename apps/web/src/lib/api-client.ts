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
}

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

async function send(host: HostKind, path: string, { query, signal }: RequestOptions): Promise<Response> {
  const response = await fetch(buildUrl(host, path, query), { signal });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const parsed = ErrorBodySchema.safeParse(body);
    throw new ApiError(response.status, parsed.success ? parsed.data : null);
  }
  return response;
}

export interface ApiClient {
  get<T>(path: string, schema: ResponseSchema<T>, options?: RequestOptions): Promise<T>;
  getText(path: string, options?: RequestOptions): Promise<string>;
}

function createApiClient(host: HostKind): ApiClient {
  return {
    async get(path, schema, options = {}) {
      const response = await send(host, path, options);
      return schema.parse(await response.json());
    },
    async getText(path, options = {}) {
      const response = await send(host, path, options);
      return response.text();
    },
  };
}

/** One client per host kind of SPEC section 7, each with the base URL the runtime config gives it. */
export const api = Object.fromEntries(HOST_KINDS.map((host) => [host, createApiClient(host)])) as Record<
  HostKind,
  ApiClient
>;
