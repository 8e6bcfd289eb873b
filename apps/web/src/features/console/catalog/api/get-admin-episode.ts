import type { AdminEpisodeSchema, AdminEpisode } from '@crewcast/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { catalogKeys } from './catalog-keys';

/** How often the transcode's progress is read while it runs. */
const PROGRESS_POLL_MS = 1000;

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
    ...memberQueryOptions<typeof AdminEpisodeSchema>(
      catalogKeys.episode(mediaId),
      `/v1/admin/catalog/episodes/${mediaId}`,
    ),
    refetchInterval: (query) => (isTranscoding(query.state.data) ? PROGRESS_POLL_MS : false),
  });
}

export function useAdminEpisode(mediaId: number) {
  return useQuery(adminEpisodeQueryOptions(mediaId));
}
