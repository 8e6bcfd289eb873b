import type { PatreonStatus } from '@crewcast/contracts/patreon';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';
import { userInfoStore } from '@/lib/user-info/user-info-store';
import { patreonStatusQueryOptions } from './get-patreon-status';

/**
 * After linking or unlinking: keeps the link the server answered with, and loads the user info's Patreon and
 * subscription fields again, since a pledge can give the member a subscription.
 */
export function usePatreonChanged(): (status: PatreonStatus) => Promise<void> {
  const queryClient = useQueryClient();
  const { points_enabled, patreon_enabled } = useRemoteConfig();
  return useCallback(
    async (status) => {
      queryClient.setQueryData(patreonStatusQueryOptions().queryKey, status);
      await userInfoStore
        .refresh(['patreon', 'subscription'], { points_enabled, patreon_enabled })
        .catch((error: unknown) => console.warn('User info could not be loaded again', error));
    },
    [queryClient, points_enabled, patreon_enabled],
  );
}
