import type { AdminShowSchema, AdminShow, SeasonBody } from '@crewcast/contracts/catalog';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useShowMutation } from './use-show-mutation';

export async function createSeason(showId: number, body: SeasonBody): Promise<AdminShow> {
  return api.user.post<typeof AdminShowSchema>(`/v1/admin/catalog/shows/${showId}/seasons`, {
    token: await requireToken(),
    body,
  });
}

export function useCreateSeason(showId: number) {
  return useShowMutation((body: SeasonBody) => createSeason(showId, body));
}
