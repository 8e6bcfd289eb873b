import type { AdminShowSchema, AdminShow, ShowBody } from '@crewcast/contracts/catalog';
import { memberRequest } from '@/lib/member-api';
import { useShowMutation } from './use-show-mutation';

export async function updateShow(showId: number, body: ShowBody): Promise<AdminShow> {
  return memberRequest<typeof AdminShowSchema>('put', `/v1/admin/catalog/shows/${showId}`, { body });
}

export function useUpdateShow(showId: number) {
  return useShowMutation((body: ShowBody) => updateShow(showId, body));
}
