import type { MessageSchema } from '@crewcast/contracts/account';
import { consoleRequest, useConsoleMutation } from '../../components/console-api';
import { badgeTypesQueryOptions } from './get-badge-types';

export const useRevokeBadge = () =>
  useConsoleMutation(
    ({ type, userId }: { type: string; userId: string }) =>
      consoleRequest<typeof MessageSchema>(
        'delete',
        `/v1/admin/badges/${encodeURIComponent(type)}/holders/${encodeURIComponent(userId)}`,
      ),
    [badgeTypesQueryOptions().queryKey],
  );
