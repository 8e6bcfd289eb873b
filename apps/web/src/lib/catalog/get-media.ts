import type { MediaSummarySchema, MediaSummary } from '@crewcast/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** A video's title, show, episode numbers and pictures; null when there is no such (listed) video. */
export async function getMedia(mediaId: number, signal?: AbortSignal): Promise<MediaSummary | null> {
  try {
    return await api.contentCache.get<typeof MediaSummarySchema>(`/channels/v14/media/${mediaId}`, {
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function mediaQueryOptions(mediaId: number) {
  return queryOptions({
    queryKey: ['catalog', 'media', mediaId],
    queryFn: ({ signal }) => getMedia(mediaId, signal),
  });
}

/** `known` is the summary the card that linked here already had, which saves the look-up. */
export function useMedia(mediaId: number, known?: MediaSummary) {
  return useQuery({ ...mediaQueryOptions(mediaId), initialData: known?.id === mediaId ? known : undefined });
}
