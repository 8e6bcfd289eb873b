import type { AdminShowSchema, AdminShow, SeasonBody } from '@crewcast/contracts/catalog';
import { memberRequest } from '@/lib/member-api';
import { useShowMutation } from './use-show-mutation';

export async function createSeason(showId: number, body: SeasonBody): Promise<AdminShow> {
  return memberRequest<typeof AdminShowSchema>('post', `/v1/admin/catalog/shows/${showId}/seasons`, {
    body,
  });
}

export function useCreateSeason(showId: number) {
  return useShowMutation((body: SeasonBody) => createSeason(showId, body));
}
