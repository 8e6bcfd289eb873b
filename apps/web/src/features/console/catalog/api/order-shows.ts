import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';
import { catalogKeys } from './catalog-keys';
import type { AdminShows } from './get-admin-shows';

export async function orderShows(showIds: number[]) {
  const { shows } = await memberRequest<AdminShows>('put', '/v1/admin/catalog/shows/order', {
    body: { showIds },
  });
  return shows;
}

export function useOrderShows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderShows,
    onSuccess: (shows) => queryClient.setQueryData(catalogKeys.shows(), shows),
  });
}
