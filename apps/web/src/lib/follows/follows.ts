import type { Follows, FollowsSchema, FollowStateSchema } from '@crewcast/contracts/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

/** What a member follows: shows by id, and the livestream. */
export type FollowTarget = { showId: number } | 'livestream';

const pathOf = (target: FollowTarget) =>
  target === 'livestream' ? '/v1/follows/livestream' : `/v1/follows/shows/${target.showId}`;

export function followsQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'follows'],
    queryFn: async ({ signal }) =>
      api.user.get<typeof FollowsSchema>('/v1/follows', { signal, token: await requireToken() }),
  });
}

export function useFollows(enabled: boolean) {
  return useQuery({ ...followsQueryOptions(), enabled });
}

export const isFollowing = (follows: Follows, target: FollowTarget) =>
  target === 'livestream' ? follows.livestream : follows.showIds.includes(target.showId);

/** Follows or stops following; the list of follows is updated from the answer. */
export function useSetFollowing(target: FollowTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (following: boolean) => {
      const options = { token: await requireToken() };
      return following
        ? api.user.put<typeof FollowStateSchema>(pathOf(target), options)
        : api.user.delete<typeof FollowStateSchema>(pathOf(target), options);
    },
    onSuccess: ({ following }) =>
      queryClient.setQueryData(followsQueryOptions().queryKey, (follows) => {
        if (!follows) return follows;
        if (target === 'livestream') return { ...follows, livestream: following };
        const others = follows.showIds.filter((id) => id !== target.showId);
        return { ...follows, showIds: following ? [...others, target.showId] : others };
      }),
  });
}
