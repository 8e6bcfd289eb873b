import type { SpecialChannelSchema, SpecialChannel } from '@crewcast/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getSpecialChannel(name: string, signal?: AbortSignal): Promise<SpecialChannel> {
  return api.contentCache.get<typeof SpecialChannelSchema>(
    `/channels/v14/special/${encodeURIComponent(name)}`,
    {
      signal,
    },
  );
}

export function specialChannelQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['catalog', 'special', name],
    queryFn: ({ signal }) => getSpecialChannel(name, signal),
  });
}

/** A curated list such as the hot list or the exclusive list. */
export function useSpecialChannel(name: string) {
  return useQuery(specialChannelQueryOptions(name));
}
