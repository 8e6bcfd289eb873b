import type { AdminShowSummary } from '@crewcast/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { catalogKeys } from './catalog-keys';

/** The console's list of shows, in the order members see them. */
export interface AdminShows {
  shows: AdminShowSummary[];
}

export const adminShowsQueryOptions = () =>
  memberQueryOptions<AdminShows, AdminShowSummary[]>(catalogKeys.shows(), '/v1/admin/catalog/shows', {
    pick: (answer) => answer.shows,
  });

export const useAdminShows = () => useQuery(adminShowsQueryOptions());
