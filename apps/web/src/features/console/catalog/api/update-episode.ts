import type { AdminEpisodeSchema, AdminEpisode, EpisodeBody } from '@crewcast/contracts/catalog';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useEpisodeMutation } from './use-episode-mutation';

export async function updateEpisode(mediaId: number, body: EpisodeBody): Promise<AdminEpisode> {
  return api.user.put<typeof AdminEpisodeSchema>(`/v1/admin/catalog/episodes/${mediaId}`, {
    token: await requireToken(),
    body,
  });
}

export function useUpdateEpisode(mediaId: number) {
  return useEpisodeMutation((body: EpisodeBody) => updateEpisode(mediaId, body));
}
