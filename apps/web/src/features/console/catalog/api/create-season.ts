import type { AdminShowSchema, AdminShow, SeasonBody } from '@crewcast/contracts/catalog';
import { consoleRequest } from '../../components/console-api';
import { useShowMutation } from './use-show-mutation';

export async function createSeason(showId: number, body: SeasonBody): Promise<AdminShow> {
  return consoleRequest<typeof AdminShowSchema>('post', `/v1/admin/catalog/shows/${showId}/seasons`, {
    body,
  });
}

export function useCreateSeason(showId: number) {
  return useShowMutation((body: SeasonBody) => createSeason(showId, body));
}
