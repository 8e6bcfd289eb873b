import type { AdminShowSchema, AdminShow, ShowBody } from '@crewcast/contracts/catalog';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useShowMutation } from './use-show-mutation';

export async function updateShow(showId: number, body: ShowBody): Promise<AdminShow> {
  return api.user.put<typeof AdminShowSchema>(`/v1/admin/catalog/shows/${showId}`, {
    token: await requireToken(),
    body,
  });
}

export function useUpdateShow(showId: number) {
  return useShowMutation((body: ShowBody) => updateShow(showId, body));
}
