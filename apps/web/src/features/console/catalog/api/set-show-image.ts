import type { AdminShowSchema, AdminShow } from '@crewcast/contracts/catalog';
import type { Image } from '@crewcast/contracts/content';
import { memberRequest } from '@/lib/member-api';
import { pictureUpload } from './picture-upload';
import { useShowMutation } from './use-show-mutation';

export async function setShowImage(showId: number, type: Image['type'], file: File): Promise<AdminShow> {
  return memberRequest<typeof AdminShowSchema>('put', `/v1/admin/catalog/shows/${showId}/images/${type}`, {
    body: await pictureUpload(file),
  });
}

export function useSetShowImage(showId: number) {
  return useShowMutation(({ type, file }: { type: Image['type']; file: File }) =>
    setShowImage(showId, type, file),
  );
}
