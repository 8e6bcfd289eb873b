import type { AdminEpisodeSchema, AdminEpisode, CaptionsBody } from '@crewcast/contracts/catalog';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useEpisodeMutation } from './use-episode-mutation';

export async function setCaptions(mediaId: number, body: CaptionsBody): Promise<AdminEpisode> {
  return api.user.put<typeof AdminEpisodeSchema>(`/v1/admin/catalog/episodes/${mediaId}/captions`, {
    token: await requireToken(),
    body,
  });
}

export function useSetCaptions(mediaId: number) {
  return useEpisodeMutation((body: CaptionsBody) => setCaptions(mediaId, body));
}
