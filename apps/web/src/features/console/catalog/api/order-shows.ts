import { memberRequest, useMemberSave } from '@/lib/member-api';
import { catalogKeys } from './catalog-keys';
import type { AdminShows } from './get-admin-shows';

export async function orderShows(showIds: number[]) {
  const { shows } = await memberRequest<AdminShows>('put', '/v1/admin/catalog/shows/order', {
    body: { showIds },
  });
  return shows;
}

export const useOrderShows = () => useMemberSave(orderShows, catalogKeys.shows());
