import type { Subscription } from '@crewcast/contracts/billing';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';
import { userInfoStore } from '@/lib/user-info/user-info-store';
import { SUBSCRIPTION_QUERY_KEY, subscriptionQueryOptions } from './get-subscription';

/**
 * After a checkout, cancellation, discount code or gift: keeps the subscription the server answered with, and
 * loads again what depends on it, including the user info's subscription fields that the shell's rules read.
 */
export function useSubscriptionChanged(): (subscription?: Subscription | null) => Promise<void> {
  const queryClient = useQueryClient();
  const { points_enabled, patreon_enabled } = useRemoteConfig();
  return useCallback(
    async (subscription) => {
      if (subscription !== undefined) {
        queryClient.setQueryData(subscriptionQueryOptions().queryKey, subscription);
      }
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: SUBSCRIPTION_QUERY_KEY,
          // The answer just kept is current; only what hangs off it is loaded again.
          predicate: (query) => subscription === undefined || query.queryKey[2] !== 'current',
        }),
        queryClient.invalidateQueries({ queryKey: [MEMBER_QUERY_KEY, 'billing-options'] }),
        userInfoStore
          .refresh(['subscription'], { points_enabled, patreon_enabled })
          .catch((error: unknown) => console.warn('User info could not be loaded again', error)),
      ]);
    },
    [queryClient, points_enabled, patreon_enabled],
  );
}
