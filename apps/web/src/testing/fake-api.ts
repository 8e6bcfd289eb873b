import { vi } from 'vitest';

/** What the fake server saw of one request. */
export interface FakeRequest {
  method: string;
  /** Path with query, e.g. '/v1/faq?languageId=4'. */
  path: string;
  headers: Headers;
  /** The JSON body, parsed. */
  body: unknown;
}

/** An answer: JSON (a string as plain text), a Response as it is, or a function of the request giving either. */
export type FakeAnswer = unknown;

/**
 * Answers for `fetch`, keyed by path with query ('/v1/faq?languageId=4') for any method, or by method and path
 * ('POST /v2/account/login'), which wins. A key without a query also answers that path with any query.
 */
export type FakeRoutes = Record<string, FakeAnswer>;

/** The keys that may answer a request, most specific first. */
function candidateKeys({ method, path }: FakeRequest): string[] {
  const pathname = path.split('?')[0] ?? path;
  return [`${method} ${path}`, path, `${method} ${pathname}`, pathname];
}

function toRequest(input: RequestInfo | URL, init?: RequestInit): FakeRequest {
  const url = new URL(String(input), window.location.origin);
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  return {
    method: init?.method ?? 'GET',
    path: url.pathname + url.search,
    headers: new Headers(init?.headers),
    body,
  };
}

function toResponse(answer: unknown): Response {
  if (answer instanceof Response) return answer;
  return typeof answer === 'string' ? new Response(answer) : Response.json(answer);
}

/**
 * Replaces fetch with a fake server: known paths answer 200 with their JSON (or what their function returns),
 * anything else 404. Returns the mock, whose calls list the requests.
 */
export function fakeApi(routes: FakeRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = toRequest(input, init);
    const key = candidateKeys(request).find((candidate) => candidate in routes);
    if (key === undefined) {
      return Response.json(
        { error: 'NOT_FOUND', message: `No fake for ${request.method} ${request.path}` },
        { status: 404 },
      );
    }
    const answer = routes[key];
    return toResponse(
      typeof answer === 'function' ? await (answer as (r: FakeRequest) => unknown)(request) : answer,
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** An error answer in the server's shape. */
export function errorAnswer(
  status: number,
  error: string,
  message: string,
  extra: { code?: number; fields?: Record<string, string[]> } = {},
): Response {
  return Response.json({ error, message, ...extra }, { status });
}

export function requestedPaths(fetchMock: ReturnType<typeof fakeApi>): string[] {
  return fakeRequests(fetchMock).map(({ path }) => path);
}

export function fakeRequests(fetchMock: ReturnType<typeof fakeApi>): FakeRequest[] {
  return fetchMock.mock.calls.map(([input, init]) => toRequest(input, init));
}
