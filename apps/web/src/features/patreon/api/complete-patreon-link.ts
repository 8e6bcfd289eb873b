import type { PatreonStatusSchema, PatreonCallbackBody } from '@crewcast/contracts/patreon';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';

/** Hands the server the code and state Patreon sent the member back with; a code works once. */
export const completePatreonLink = (body: PatreonCallbackBody) =>
  memberRequest<typeof PatreonStatusSchema>('post', '/v1/patreon/callback', { body });

/**
 * Kept as a query, not a mutation, so the callback page sends its one request however often it renders; the
 * answer is kept for the life of the page, since the code cannot be used again.
 */
export function completePatreonLinkQueryOptions(body: PatreonCallbackBody) {
  return queryOptions({
    queryKey: ['patreon-callback', body.code, body.state],
    queryFn: () => completePatreonLink(body),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useCompletePatreonLink(body: PatreonCallbackBody) {
  return useQuery(completePatreonLinkQueryOptions(body));
}
