import type { WatchLaterIdsSchema } from '@crewcast/contracts/watch-later';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { userInfoStore } from '@/lib/user-info/user-info-store';
import { watchLaterQueryOptions } from './get-watch-later';

export interface WatchLaterChange {
  mediaId: number;
  /** Save it (PUT) or take it off the list (DELETE). */
  saved: boolean;
}

/** PUT or DELETE /v1/watchLater/{mediaId}; the answer is the member's saved ids. */
export async function changeWatchLater({ mediaId, saved }: WatchLaterChange) {
  const path = `/v1/watchLater/${encodeURIComponent(mediaId)}`;
  const options = { token: await requireToken() };
  return saved
    ? api.user.put<typeof WatchLaterIdsSchema>(path, options)
    : api.user.delete<typeof WatchLaterIdsSchema>(path, options);
}

/** Saves or removes an episode; the saved ids go straight into user info, and the list is read again. */
export function useChangeWatchLater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeWatchLater,
    onSuccess: ({ watchLater }) => {
      userInfoStore.update({ watchLater });
      void queryClient.invalidateQueries({ queryKey: watchLaterQueryOptions().queryKey });
    },
  });
}
