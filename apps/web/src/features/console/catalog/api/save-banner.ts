import { AdminBannerSchema, type AdminBanner, type BannerBody } from '@crewcast/contracts/catalog';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useCurationMutation } from './use-curation-mutation';

/** Creates a banner, or edits the one with `bannerId`. */
export async function saveBanner(body: BannerBody, bannerId?: number): Promise<AdminBanner> {
  const options = { token: await requireToken(), body };
  return bannerId === undefined
    ? api.user.post('/v1/admin/curation/banners', AdminBannerSchema, options)
    : api.user.put(`/v1/admin/curation/banners/${bannerId}`, AdminBannerSchema, options);
}

export function useSaveBanner() {
  return useCurationMutation(({ body, bannerId }: { body: BannerBody; bannerId?: number }) =>
    saveBanner(body, bannerId),
  );
}
