import type { AdminEpisodeSchema, AdminEpisode } from '@crewcast/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { catalogKeys } from './catalog-keys';

/** How often the transcode's progress is read while it runs. */
const PROGRESS_POLL_MS = 1000;

export async function getAdminEpisode(mediaId: number, signal?: AbortSignal) {
  return api.user.get<typeof AdminEpisodeSchema>(`/v1/admin/catalog/episodes/${mediaId}`, {
    signal,
    token: await requireToken(),
  });
}

/** The transcode runs, or its video is done and the episode is about to be listed. */
const isTranscoding = (episode: AdminEpisode | undefined) =>
  episode?.video.status === 'queued' ||
  episode?.video.status === 'processing' ||
  (episode?.video.status === 'ready' &&
    !episode.listed &&
    episode.publishedAt !== null &&
    Date.parse(episode.publishedAt) <= Date.now());

export function adminEpisodeQueryOptions(mediaId: number) {
  return queryOptions({
    queryKey: catalogKeys.episode(mediaId),
    queryFn: ({ signal }) => getAdminEpisode(mediaId, signal),
    refetchInterval: (query) => (isTranscoding(query.state.data) ? PROGRESS_POLL_MS : false),
  });
}

export function useAdminEpisode(mediaId: number) {
  return useQuery(adminEpisodeQueryOptions(mediaId));
}
