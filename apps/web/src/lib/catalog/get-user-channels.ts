import type { UserChannelSchema } from '@crewcast/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

export type UserChannel = ReturnType<typeof UserChannelSchema.parse>;

export async function getUserChannels(signal?: AbortSignal): Promise<UserChannel[]> {
  return api.content.get<UserChannel[]>('/v5/userchannels/', { signal, token: await requireToken() });
}

export function userChannelsQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'userchannels'],
    queryFn: ({ signal }) => getUserChannels(signal),
  });
}

/** The member's personal rows: continue watching and because you watched. */
export function useUserChannels() {
  return useQuery(userChannelsQueryOptions());
}

/** The episodes of one personal row, or none when the member has no such row. */
export function userChannelMedia(channels: readonly UserChannel[] | undefined, name: UserChannel['name']) {
  return channels?.find((row) => row.name === name)?.media ?? [];
}
