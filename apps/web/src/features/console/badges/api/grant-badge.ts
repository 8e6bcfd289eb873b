import type { BadgeHolderSchema, GrantBadgeBody } from '@crewcast/contracts/badges';
import { consoleRequest, useConsoleMutation } from '../../components/console-api';
import { badgeTypesQueryOptions } from './get-badge-types';

/** Grants the badge to a member named by email address or member id. */
export const useGrantBadge = () =>
  useConsoleMutation(
    ({ type, ...body }: GrantBadgeBody & { type: string }) =>
      consoleRequest<typeof BadgeHolderSchema>(
        'post',
        `/v1/admin/badges/${encodeURIComponent(type)}/holders`,
        {
          body,
        },
      ),
    // The holders lists and counts both live under the badge types' key.
    [badgeTypesQueryOptions().queryKey],
  );
