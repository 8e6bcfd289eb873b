import type { AdminBanner } from '@crewcast/contracts/catalog';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useCurationMutation } from './use-curation-mutation';

export async function orderBanners(bannerIds: number[]) {
  return api.user.put<{ banners: AdminBanner[] }>('/v1/admin/curation/banners/order', {
    token: await requireToken(),
    body: { bannerIds },
  });
}

export function useOrderBanners() {
  return useCurationMutation(orderBanners);
}
