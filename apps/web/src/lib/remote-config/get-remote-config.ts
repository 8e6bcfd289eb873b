import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { RemoteConfigSchema, RemoteConfig } from '@crewcast/contracts/config';
import { api } from '@/lib/api-client';

/**
 * What the site reads at start-up is asked for afresh on each page load (a kept copy is revalidated by its ETag),
 * so a change made in the console reaches members at their next visit.
 */
export const START_UP_CACHE: RequestCache = 'no-cache';

export function getRemoteConfig({ signal }: { signal?: AbortSignal } = {}): Promise<RemoteConfig> {
  return api.contentCache.get<typeof RemoteConfigSchema>('/v1/remoteconfig', {
    signal,
    cache: START_UP_CACHE,
  });
}

/** Read once at start-up: routes are built from it, so it stays as it was for the life of the page. */
export function remoteConfigQueryOptions() {
  return queryOptions({ queryKey: ['remote-config'], queryFn: getRemoteConfig, staleTime: Infinity });
}

export function useRemoteConfig(): RemoteConfig {
  return useSuspenseQuery(remoteConfigQueryOptions()).data;
}
