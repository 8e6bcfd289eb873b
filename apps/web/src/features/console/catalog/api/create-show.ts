import type { AdminShowSchema, AdminShow, ShowBody } from '@crewcast/contracts/catalog';
import { memberRequest } from '@/lib/member-api';
import { useShowMutation } from './use-show-mutation';

export async function createShow(body: ShowBody): Promise<AdminShow> {
  return memberRequest<typeof AdminShowSchema>('post', '/v1/admin/catalog/shows', { body });
}

export const useCreateShow = () => useShowMutation(createShow);
