import type { ChannelsResponseSchema } from '@crewcast/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type Channels = ReturnType<typeof ChannelsResponseSchema.parse>;

export async function getChannels(signal?: AbortSignal): Promise<Channels> {
  return api.contentCache.get<typeof ChannelsResponseSchema>('/channels/v14', {
    query: { hero: true, showFree: true },
    signal,
  });
}

export function channelsQueryOptions() {
  return queryOptions({ queryKey: ['catalog', 'channels'], queryFn: ({ signal }) => getChannels(signal) });
}

/** The hero banners and the shows of the home page. */
export function useChannels() {
  return useQuery(channelsQueryOptions());
}
