import type { BadgeOptionsSchema } from '@crewcast/contracts/badges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';
import { userInfoStore } from '@/lib/user-info/user-info-store';
import { chosenTypes } from '../badge-selection';
import { badgesQueryOptions } from './get-badges';

/** POST /v1/badges: the badge types to show, first shown first. */
export const chooseBadges = (badges: string[]) =>
  memberRequest<typeof BadgeOptionsSchema>('post', '/v1/badges', { body: { badges } });

export function useChooseBadges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseBadges,
    onSuccess: (options) => {
      queryClient.setQueryData(badgesQueryOptions().queryKey, options);
      const chosen = chosenTypes(options.badges);
      const imageOf = new Map(options.badges.map((badge) => [badge.type, badge.imageUrl]));
      userInfoStore.update({
        badges: chosen.map((type, index) => ({ type, order: index + 1 })),
        badgeUrl: chosen[0] === undefined ? '' : (imageOf.get(chosen[0]) ?? ''),
      });
    },
  });
}
