import type { PromoSectionSchema } from '@crewcast/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { catalogEntryQueryOptions } from '@/lib/catalog/catalog-entry';

/** GET /channels/v14/promo/{name}: a marketing block's pictures, lines of text and link targets. */
export function usePromoSection(name: string) {
  return useQuery({
    ...catalogEntryQueryOptions<typeof PromoSectionSchema>('promo', name),
    // A network without the block shows the built-in text instead; asking again would not change that.
    retry: false,
  });
}
