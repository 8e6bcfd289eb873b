import type { MessageSchema } from '@crewcast/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userChannelsQueryOptions } from '@/lib/catalog/get-user-channels';
import { requireToken } from '@/lib/session';
import { watchHistoryQueryOptions } from './get-watch-history';

/** DELETE /v1/watchHistory/{mediaId}: the video leaves the history, with where the member was in it. */
export async function removeFromHistory(mediaId: number): Promise<void> {
  await api.user.delete<typeof MessageSchema>(`/v1/watchHistory/${encodeURIComponent(mediaId)}`, {
    token: await requireToken(),
  });
}

/** Reads the history again, and the home's rows that come from it (continue watching, because you watched). */
export function useRemoveFromHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromHistory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: watchHistoryQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: userChannelsQueryOptions().queryKey }),
      ]),
  });
}
