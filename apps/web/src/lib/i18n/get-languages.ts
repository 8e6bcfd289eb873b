import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Language } from '@crewcast/contracts/localisation';
import { api } from '@/lib/api-client';

export function getLanguages({ signal }: { signal?: AbortSignal } = {}): Promise<Language[]> {
  return api.content.get<Language[]>('/v1/localisation', { signal });
}

export function languagesQueryOptions() {
  return queryOptions({ queryKey: ['languages'], queryFn: getLanguages, staleTime: Infinity });
}

export function useLanguages(): Language[] {
  return useSuspenseQuery(languagesQueryOptions()).data;
}
