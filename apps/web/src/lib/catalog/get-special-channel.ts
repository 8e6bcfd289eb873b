import type { SpecialChannelSchema } from '@crewcast/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { catalogEntryQueryOptions } from './catalog-entry';

/** A curated list such as the hot list or the exclusive list. */
export function useSpecialChannel(name: string) {
  return useQuery(catalogEntryQueryOptions<typeof SpecialChannelSchema>('special', name));
}
