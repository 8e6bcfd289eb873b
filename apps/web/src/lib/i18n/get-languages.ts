import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { LanguageSchema, type Language } from '@crewcast/contracts/localisation';
import { api } from '@/lib/api-client';

const LanguageListSchema = LanguageSchema.array();

export function getLanguages({ signal }: { signal?: AbortSignal } = {}): Promise<Language[]> {
  return api.content.get('/v1/localisation', LanguageListSchema, { signal });
}

export function languagesQueryOptions() {
  return queryOptions({ queryKey: ['languages'], queryFn: getLanguages, staleTime: Infinity });
}

export function useLanguages(): Language[] {
  return useSuspenseQuery(languagesQueryOptions()).data;
}
