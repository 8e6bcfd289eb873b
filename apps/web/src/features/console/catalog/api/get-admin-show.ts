import type { AdminShowSchema } from '@crewcast/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { catalogKeys } from './catalog-keys';

export async function getAdminShow(showId: number, signal?: AbortSignal) {
  return api.user.get<typeof AdminShowSchema>(`/v1/admin/catalog/shows/${showId}`, {
    signal,
    token: await requireToken(),
  });
}

export function adminShowQueryOptions(showId: number) {
  return queryOptions({
    queryKey: catalogKeys.show(showId),
    queryFn: ({ signal }) => getAdminShow(showId, signal),
  });
}

export function useAdminShow(showId: number) {
  return useQuery(adminShowQueryOptions(showId));
}
