import type { MessageSchema } from '@crewcast/contracts/account';
import { memberRequest, useMemberMutation } from '@/lib/member-api';
import { badgeTypesQueryOptions } from './get-badge-types';

export const useRevokeBadge = () =>
  useMemberMutation(
    ({ type, userId }: { type: string; userId: string }) =>
      memberRequest<typeof MessageSchema>(
        'delete',
        `/v1/admin/badges/${encodeURIComponent(type)}/holders/${encodeURIComponent(userId)}`,
      ),
    [badgeTypesQueryOptions().queryKey],
  );
