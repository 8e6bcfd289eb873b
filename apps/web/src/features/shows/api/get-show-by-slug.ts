import type { ShowSchema } from '@crewcast/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { catalogEntryQueryOptions } from '@/lib/catalog/catalog-entry';

export const showBySlugQueryOptions = (slug: string) =>
  catalogEntryQueryOptions<typeof ShowSchema>('slug', slug);

export function useShowBySlug(slug: string) {
  return useQuery(showBySlugQueryOptions(slug));
}
