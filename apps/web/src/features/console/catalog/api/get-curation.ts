import type { CurationSchema } from '@crewcast/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { catalogKeys } from './catalog-keys';

export async function getCuration(signal?: AbortSignal) {
  return api.user.get<typeof CurationSchema>('/v1/admin/curation', { signal, token: await requireToken() });
}

export function curationQueryOptions() {
  return queryOptions({ queryKey: catalogKeys.curation(), queryFn: ({ signal }) => getCuration(signal) });
}

export function useCuration() {
  return useQuery(curationQueryOptions());
}
