import type { PatreonStatusSchema } from '@crewcast/contracts/patreon';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';

export const patreonStatusQueryOptions = () =>
  memberQueryOptions<typeof PatreonStatusSchema>([MEMBER_QUERY_KEY, 'patreon'], '/v1/patreon');

export const usePatreonStatus = () => useQuery(patreonStatusQueryOptions());
