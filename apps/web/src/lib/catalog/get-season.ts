import type { SeasonSchema } from '@crewcast/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { catalogEntryQueryOptions } from './catalog-entry';

export const seasonQueryOptions = (seasonId: number) =>
  catalogEntryQueryOptions<typeof SeasonSchema>('season', seasonId);

/** A season with its episodes; shared by the season page and the video page's episode list. */
export function useSeason(seasonId: number | null) {
  return useQuery({ ...seasonQueryOptions(seasonId ?? 0), enabled: seasonId !== null });
}
