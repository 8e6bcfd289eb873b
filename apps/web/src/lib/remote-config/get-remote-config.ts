import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { RemoteConfigSchema, type RemoteConfig } from '@crewcast/contracts/config';
import { api } from '@/lib/api-client';

export function getRemoteConfig({ signal }: { signal?: AbortSignal } = {}): Promise<RemoteConfig> {
  return api.contentCache.get('/v1/remoteconfig', RemoteConfigSchema, { signal });
}

/** Read once at start-up: routes are built from it, so it stays as it was for the life of the page. */
export function remoteConfigQueryOptions() {
  return queryOptions({ queryKey: ['remote-config'], queryFn: getRemoteConfig, staleTime: Infinity });
}

export function useRemoteConfig(): RemoteConfig {
  return useSuspenseQuery(remoteConfigQueryOptions()).data;
}
