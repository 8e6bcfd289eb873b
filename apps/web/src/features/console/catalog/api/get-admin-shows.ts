import type { AdminShowSummary } from '@crewcast/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { catalogKeys } from './catalog-keys';

/** The console's list of shows, in the order members see them. */
export interface AdminShows {
  shows: AdminShowSummary[];
}

export async function getAdminShows(signal?: AbortSignal) {
  const { shows } = await api.user.get<AdminShows>('/v1/admin/catalog/shows', {
    signal,
    token: await requireToken(),
  });
  return shows;
}

export function adminShowsQueryOptions() {
  return queryOptions({ queryKey: catalogKeys.shows(), queryFn: ({ signal }) => getAdminShows(signal) });
}

export function useAdminShows() {
  return useQuery(adminShowsQueryOptions());
}
