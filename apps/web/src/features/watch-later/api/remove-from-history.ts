import type { MessageSchema } from '@crewcast/contracts/account';
import { userChannelsQueryOptions } from '@/lib/catalog/get-user-channels';
import { memberRequest, useMemberMutation } from '@/lib/member-api';
import { watchHistoryQueryOptions } from './get-watch-history';

/** DELETE /v1/watchHistory/{mediaId}: the video leaves the history, with where the member was in it. */
export async function removeFromHistory(mediaId: number): Promise<void> {
  await memberRequest<typeof MessageSchema>('delete', `/v1/watchHistory/${encodeURIComponent(mediaId)}`);
}

/** Reads the history again, and the home's rows that come from it (continue watching, because you watched). */
export const useRemoveFromHistory = () =>
  useMemberMutation(removeFromHistory, [
    watchHistoryQueryOptions().queryKey,
    userChannelsQueryOptions().queryKey,
  ]);
