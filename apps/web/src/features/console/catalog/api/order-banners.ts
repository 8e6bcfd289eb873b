import { AdminBannerSchema } from '@crewcast/contracts/catalog';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useCurationMutation } from './use-curation-mutation';

export async function orderBanners(bannerIds: number[]) {
  return api.user.put('/v1/admin/curation/banners/order', z.object({ banners: z.array(AdminBannerSchema) }), {
    token: await requireToken(),
    body: { bannerIds },
  });
}

export function useOrderBanners() {
  return useCurationMutation(orderBanners);
}
