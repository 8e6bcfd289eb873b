import type { AdminEpisodeSchema, AdminEpisode } from '@crewcast/contracts/catalog';
import type { Image } from '@crewcast/contracts/content';
import { memberRequest } from '@/lib/member-api';
import { pictureUpload } from './picture-upload';
import { useEpisodeMutation } from './use-episode-mutation';

export async function setEpisodeImage(
  mediaId: number,
  type: Image['type'],
  file: File,
): Promise<AdminEpisode> {
  return memberRequest<typeof AdminEpisodeSchema>(
    'put',
    `/v1/admin/catalog/episodes/${mediaId}/images/${type}`,
    { body: await pictureUpload(file) },
  );
}

export function useSetEpisodeImage(mediaId: number) {
  return useEpisodeMutation(({ type, file }: { type: Image['type']; file: File }) =>
    setEpisodeImage(mediaId, type, file),
  );
}
