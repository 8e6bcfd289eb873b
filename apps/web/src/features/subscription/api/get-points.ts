import type { PointsSchema } from '@crewcast/contracts/points';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';

/** GET /v1/points/: the member's Producer Points, which subscription periods add to. */
export const pointsQueryOptions = () =>
  memberQueryOptions<typeof PointsSchema>([MEMBER_QUERY_KEY, 'points'], '/v1/points/');

export const usePoints = (enabled: boolean) => useQuery({ ...pointsQueryOptions(), enabled });
