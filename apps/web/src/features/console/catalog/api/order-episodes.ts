import type { AdminShowSchema, AdminShow } from '@crewcast/contracts/catalog';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useShowMutation } from './use-show-mutation';

export async function orderEpisodes(seasonId: number, mediaIds: number[]): Promise<AdminShow> {
  return api.user.put<typeof AdminShowSchema>(`/v1/admin/catalog/seasons/${seasonId}/order`, {
    token: await requireToken(),
    body: { mediaIds },
  });
}

export function useOrderEpisodes() {
  return useShowMutation(({ seasonId, mediaIds }: { seasonId: number; mediaIds: number[] }) =>
    orderEpisodes(seasonId, mediaIds),
  );
}
