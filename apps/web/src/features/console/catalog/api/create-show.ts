import type { AdminShowSchema, AdminShow, ShowBody } from '@crewcast/contracts/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { catalogKeys } from './catalog-keys';

export async function createShow(body: ShowBody): Promise<AdminShow> {
  return api.user.post<typeof AdminShowSchema>('/v1/admin/catalog/shows', {
    token: await requireToken(),
    body,
  });
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
