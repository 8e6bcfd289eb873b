import type { BadgeHolderSchema, GrantBadgeBody } from '@crewcast/contracts/badges';
import { memberRequest, useMemberMutation } from '@/lib/member-api';
import { badgeTypesQueryOptions } from './get-badge-types';

/** Grants the badge to a member named by email address or member id. */
export const useGrantBadge = () =>
  useMemberMutation(
    ({ type, ...body }: GrantBadgeBody & { type: string }) =>
      memberRequest<typeof BadgeHolderSchema>(
        'post',
        `/v1/admin/badges/${encodeURIComponent(type)}/holders`,
        {
          body,
        },
      ),
    // The holders lists and counts both live under the badge types' key.
    [badgeTypesQueryOptions().queryKey],
  );
