import type { AdminBadgeTypesSchema, AdminBadgeType } from '@crewcast/contracts/badges';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { memberQueryOptions } from '@/lib/member-api';

export const badgeTypesQueryOptions = () =>
  memberQueryOptions<typeof AdminBadgeTypesSchema, AdminBadgeType[]>(
    [MEMBER_QUERY_KEY, 'console', 'badges'],
    '/v1/admin/badges',
    { pick: (answer) => answer.badges },
  );

export const useBadgeTypes = () => useQuery(badgeTypesQueryOptions());
