import type { UserChannelSchema } from '@crewcast/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';

export type UserChannel = ReturnType<typeof UserChannelSchema.parse>;

export const userChannelsQueryOptions = () =>
  memberQueryOptions<UserChannel[]>([MEMBER_QUERY_KEY, 'userchannels'], '/v5/userchannels/', {
    host: 'content',
  });

/** The member's personal rows: continue watching and because you watched. */
export const useUserChannels = () => useQuery(userChannelsQueryOptions());

/** The episodes of one personal row, or none when the member has no such row. */
export function userChannelMedia(channels: readonly UserChannel[] | undefined, name: UserChannel['name']) {
  return channels?.find((row) => row.name === name)?.media ?? [];
}
