import type { AdminEpisodeSchema, AdminEpisode, CaptionsBody } from '@crewcast/contracts/catalog';
import { memberRequest } from '@/lib/member-api';
import { useEpisodeMutation } from './use-episode-mutation';

export async function setCaptions(mediaId: number, body: CaptionsBody): Promise<AdminEpisode> {
  return memberRequest<typeof AdminEpisodeSchema>('put', `/v1/admin/catalog/episodes/${mediaId}/captions`, {
    body,
  });
}

export function useSetCaptions(mediaId: number) {
  return useEpisodeMutation((body: CaptionsBody) => setCaptions(mediaId, body));
}
