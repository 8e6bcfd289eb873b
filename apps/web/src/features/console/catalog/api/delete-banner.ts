import { memberRequest } from '@/lib/member-api';
import { useCurationMutation } from './use-curation-mutation';

export async function deleteBanner(bannerId: number) {
  return memberRequest<{ deleted: true }>('delete', `/v1/admin/curation/banners/${bannerId}`);
}

export function useDeleteBanner() {
  return useCurationMutation(deleteBanner);
}
