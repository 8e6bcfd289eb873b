import type { AdminEpisodeSchema, AdminEpisode, EpisodeBody } from '@crewcast/contracts/catalog';
import { memberRequest } from '@/lib/member-api';
import { useEpisodeMutation } from './use-episode-mutation';

export async function updateEpisode(mediaId: number, body: EpisodeBody): Promise<AdminEpisode> {
  return memberRequest<typeof AdminEpisodeSchema>('put', `/v1/admin/catalog/episodes/${mediaId}`, { body });
}

export function useUpdateEpisode(mediaId: number) {
  return useEpisodeMutation((body: EpisodeBody) => updateEpisode(mediaId, body));
}
