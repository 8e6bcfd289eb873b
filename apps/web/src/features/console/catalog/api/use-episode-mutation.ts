import type { AdminEpisode } from '@crewcast/contracts/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from './catalog-keys';

/** A change that answers with the episode: its cache takes the answer, its show and the lists refresh. */
export function useEpisodeMutation<Input>(mutationFn: (input: Input) => Promise<AdminEpisode>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (episode) => {
      queryClient.setQueryData(catalogKeys.episode(episode.id), episode);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.show(episode.showId) }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.shows() }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.listed() }),
      ]);
    },
  });
}
