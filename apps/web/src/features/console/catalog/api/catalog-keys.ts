import { MEMBER_QUERY_KEY } from '@/lib/member-queries';

/** Query keys of the console's catalog, under the member's key so logging out forgets them. */
export const catalogKeys = {
  all: [MEMBER_QUERY_KEY, 'console', 'catalog'] as const,
  shows: () => [...catalogKeys.all, 'shows'] as const,
  show: (showId: number) => [...catalogKeys.all, 'show', showId] as const,
  episode: (mediaId: number) => [...catalogKeys.all, 'episode', mediaId] as const,
  curation: () => [...catalogKeys.all, 'curation'] as const,
  listed: () => [...catalogKeys.all, 'listed'] as const,
};
