import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from './catalog-keys';

/** A change to the home page's curation: the console's copy is read again afterwards. */
export function useCurationMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.curation() }),
  });
}
