import { PastWinnerSchema } from '@crewcast/contracts/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export function pastWinnersQueryOptions() {
  return queryOptions({
    queryKey: ['greenlight', 'past'],
    queryFn: ({ signal }) => api.content.get('/v5/projects/past', z.array(PastWinnerSchema), { signal }),
  });
}

export function usePastWinners() {
  return useQuery(pastWinnersQueryOptions());
}
