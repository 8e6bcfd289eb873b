import type { BadgeHoldersSchema, BadgeHolder } from '@crewcast/contracts/badges';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { memberQueryOptions } from '@/lib/member-api';

export const badgeHoldersQueryOptions = (type: string) =>
  memberQueryOptions<typeof BadgeHoldersSchema, BadgeHolder[]>(
    [MEMBER_QUERY_KEY, 'console', 'badges', type, 'holders'],
    `/v1/admin/badges/${encodeURIComponent(type)}/holders`,
    { pick: (answer) => answer.holders },
  );

export const useBadgeHolders = (type: string) => useQuery(badgeHoldersQueryOptions(type));
