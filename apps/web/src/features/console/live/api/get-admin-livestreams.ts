import type { AdminLivestream } from '@crewcast/contracts/realtime';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { CHAT_MODERATION_KEY } from './get-moderation-actions';

/** Every livestream with its chat settings: live first, then scheduled, then ended. */
export async function getAdminLivestreams(signal?: AbortSignal): Promise<AdminLivestream[]> {
  const { livestreams } = await api.user.get<{ livestreams: AdminLivestream[] }>('/v1/admin/livestreams', {
    signal,
    token: await requireToken(),
  });
  return livestreams;
}

export function adminLivestreamsQueryOptions() {
  return queryOptions({
    queryKey: [...CHAT_MODERATION_KEY, 'livestreams'],
    queryFn: ({ signal }) => getAdminLivestreams(signal),
  });
}

export function useAdminLivestreams() {
  return useQuery(adminLivestreamsQueryOptions());
}
