import type { ConsoleLivestreamSchema, ConsoleLivestream } from '@crewcast/contracts/live';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { CONSOLE_LIVESTREAMS_KEY } from './get-console-livestreams';

/** A new stream key, an external stream put live, or a live stream ended. */
export type LivestreamAction = 'key' | 'start' | 'end';

export async function runLivestreamAction({
  livestreamId,
  action,
}: {
  livestreamId: string;
  action: LivestreamAction;
}): Promise<ConsoleLivestream> {
  return api.user.post<typeof ConsoleLivestreamSchema>(`/v1/admin/livestreams/${livestreamId}/${action}`, {
    token: await requireToken(),
  });
}

export function useLivestreamAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runLivestreamAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_LIVESTREAMS_KEY }),
  });
}
