import { z } from 'zod';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useCurationMutation } from './use-curation-mutation';

export async function deleteBanner(bannerId: number) {
  return api.user.delete(`/v1/admin/curation/banners/${bannerId}`, z.object({ deleted: z.literal(true) }), {
    token: await requireToken(),
  });
}

export function useDeleteBanner() {
  return useCurationMutation(deleteBanner);
}
