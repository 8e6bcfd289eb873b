import type { AdminShowSchema, AdminShow } from '@crewcast/contracts/catalog';
import type { Image } from '@crewcast/contracts/content';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { pictureUpload } from './picture-upload';
import { useShowMutation } from './use-show-mutation';

export async function setShowImage(showId: number, type: Image['type'], file: File): Promise<AdminShow> {
  return api.user.put<typeof AdminShowSchema>(`/v1/admin/catalog/shows/${showId}/images/${type}`, {
    token: await requireToken(),
    body: await pictureUpload(file),
  });
}

export function useSetShowImage(showId: number) {
  return useShowMutation(({ type, file }: { type: Image['type']; file: File }) =>
    setShowImage(showId, type, file),
  );
}
