import type { AdminEpisodeSchema, AdminEpisode, EpisodeBody } from '@crewcast/contracts/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { catalogKeys } from './catalog-keys';

export async function createEpisode(seasonId: number, body: EpisodeBody): Promise<AdminEpisode> {
  return api.user.post<typeof AdminEpisodeSchema>(`/v1/admin/catalog/seasons/${seasonId}/episodes`, {
    token: await requireToken(),
    body,
  });
}

export function useCreateEpisode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seasonId, body }: { seasonId: number; body: EpisodeBody }) =>
      createEpisode(seasonId, body),
    onSuccess: (episode) => {
      queryClient.setQueryData(catalogKeys.episode(episode.id), episode);
      return queryClient.invalidateQueries({ queryKey: catalogKeys.show(episode.showId) });
    },
  });
}
