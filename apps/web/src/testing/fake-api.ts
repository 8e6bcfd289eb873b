import { vi } from 'vitest';

/** Answers for `fetch`, keyed by path with query ('/v1/faq?languageId=4'); a Response is sent as it is. */
export type FakeRoutes = Record<string, unknown>;

/**
 * Replaces fetch with a fake server: known paths answer 200 with their JSON (a string as plain text), anything
 * else 404. Returns the mock, whose calls list the paths requested.
 */
export function fakeApi(routes: FakeRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), window.location.origin);
    const key = url.pathname + url.search;
    if (!(key in routes)) {
      return Response.json({ error: 'NOT_FOUND', message: `No fake for ${key}` }, { status: 404 });
    }
    const body = routes[key];
    if (body instanceof Response) return body;
    return typeof body === 'string' ? new Response(body) : Response.json(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function requestedPaths(fetchMock: ReturnType<typeof fakeApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), window.location.origin);
    return url.pathname + url.search;
  });
}
