import type { PastWinner } from '@crewcast/contracts/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function pastWinnersQueryOptions() {
  return queryOptions({
    queryKey: ['greenlight', 'past'],
    queryFn: ({ signal }) => api.content.get<PastWinner[]>('/v5/projects/past', { signal }),
  });
}

export function usePastWinners() {
  return useQuery(pastWinnersQueryOptions());
}
