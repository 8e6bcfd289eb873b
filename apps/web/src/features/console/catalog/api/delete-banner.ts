import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useCurationMutation } from './use-curation-mutation';

export async function deleteBanner(bannerId: number) {
  return api.user.delete<{ deleted: true }>(`/v1/admin/curation/banners/${bannerId}`, {
    token: await requireToken(),
  });
}

export function useDeleteBanner() {
  return useCurationMutation(deleteBanner);
}
