import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { catalogKeys } from './catalog-keys';
import type { AdminShows } from './get-admin-shows';

export async function orderShows(showIds: number[]) {
  const { shows } = await api.user.put<AdminShows>('/v1/admin/catalog/shows/order', {
    token: await requireToken(),
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
