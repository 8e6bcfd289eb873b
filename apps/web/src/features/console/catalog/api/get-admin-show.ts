import type { AdminShowSchema } from '@crewcast/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { catalogKeys } from './catalog-keys';

export const adminShowQueryOptions = (showId: number) =>
  memberQueryOptions<typeof AdminShowSchema>(catalogKeys.show(showId), `/v1/admin/catalog/shows/${showId}`);

export const useAdminShow = (showId: number) => useQuery(adminShowQueryOptions(showId));
