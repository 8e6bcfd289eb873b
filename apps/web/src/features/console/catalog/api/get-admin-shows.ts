import { AdminShowSummarySchema } from '@crewcast/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { catalogKeys } from './catalog-keys';

export const AdminShowsSchema = z.object({ shows: z.array(AdminShowSummarySchema) });

export async function getAdminShows(signal?: AbortSignal) {
  const { shows } = await api.user.get('/v1/admin/catalog/shows', AdminShowsSchema, {
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
