import type { AdminShowSchema, AdminShow } from '@crewcast/contracts/catalog';
import { memberRequest } from '@/lib/member-api';
import { useShowMutation } from './use-show-mutation';

export async function orderEpisodes(seasonId: number, mediaIds: number[]): Promise<AdminShow> {
  return memberRequest<typeof AdminShowSchema>('put', `/v1/admin/catalog/seasons/${seasonId}/order`, {
    body: { mediaIds },
  });
}

export function useOrderEpisodes() {
  return useShowMutation(({ seasonId, mediaIds }: { seasonId: number; mediaIds: number[] }) =>
    orderEpisodes(seasonId, mediaIds),
  );
}
