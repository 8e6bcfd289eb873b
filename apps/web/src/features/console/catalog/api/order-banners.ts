import type { AdminBanner } from '@crewcast/contracts/catalog';
import { memberRequest } from '@/lib/member-api';
import { useCurationMutation } from './use-curation-mutation';

export async function orderBanners(bannerIds: number[]) {
  return memberRequest<{ banners: AdminBanner[] }>('put', '/v1/admin/curation/banners/order', {
    body: { bannerIds },
  });
}

export function useOrderBanners() {
  return useCurationMutation(orderBanners);
}
