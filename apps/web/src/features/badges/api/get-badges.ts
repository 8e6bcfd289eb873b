import type { BadgeOptionsSchema } from '@crewcast/contracts/badges';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';

export const badgesQueryOptions = () =>
  memberQueryOptions<typeof BadgeOptionsSchema>([MEMBER_QUERY_KEY, 'badges'], '/v1/badges/all');

export const useBadges = () => useQuery(badgesQueryOptions());
