import type { AdminShowSchema, AdminShow, ShowBody } from '@crewcast/contracts/catalog';
import { consoleRequest } from '../../components/console-api';
import { useShowMutation } from './use-show-mutation';

export async function updateShow(showId: number, body: ShowBody): Promise<AdminShow> {
  return consoleRequest<typeof AdminShowSchema>('put', `/v1/admin/catalog/shows/${showId}`, { body });
}

export function useUpdateShow(showId: number) {
  return useShowMutation((body: ShowBody) => updateShow(showId, body));
}
