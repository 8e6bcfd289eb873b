import type { AdminShowSchema, AdminShow, ShowBody } from '@crewcast/contracts/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';
import { catalogKeys } from './catalog-keys';

export async function createShow(body: ShowBody): Promise<AdminShow> {
  return memberRequest<typeof AdminShowSchema>('post', '/v1/admin/catalog/shows', { body });
}

export function useCreateShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShow,
    onSuccess: (show) => {
      queryClient.setQueryData(catalogKeys.show(show.id), show);
      return queryClient.invalidateQueries({ queryKey: catalogKeys.shows() });
    },
  });
}
