import type { AdminEpisodeSchema, AdminEpisode, EpisodeBody } from '@crewcast/contracts/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';
import { catalogKeys } from './catalog-keys';

export async function createEpisode(seasonId: number, body: EpisodeBody): Promise<AdminEpisode> {
  return memberRequest<typeof AdminEpisodeSchema>('post', `/v1/admin/catalog/seasons/${seasonId}/episodes`, {
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
