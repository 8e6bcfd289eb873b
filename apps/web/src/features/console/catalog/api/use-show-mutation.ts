import type { AdminShow } from '@crewcast/contracts/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from './catalog-keys';

/** A change that answers with the whole show: the show's cache takes the answer, the list refreshes. */
export function useShowMutation<Input>(mutationFn: (input: Input) => Promise<AdminShow>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (show) => {
      queryClient.setQueryData(catalogKeys.show(show.id), show);
      return queryClient.invalidateQueries({ queryKey: catalogKeys.shows() });
    },
  });
}
