import type { AdminBannerSchema, AdminBanner, BannerBody } from '@crewcast/contracts/catalog';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useCurationMutation } from './use-curation-mutation';

/** Creates a banner, or edits the one with `bannerId`. */
export async function saveBanner(body: BannerBody, bannerId?: number): Promise<AdminBanner> {
  const options = { token: await requireToken(), body };
  return bannerId === undefined
    ? api.user.post<typeof AdminBannerSchema>('/v1/admin/curation/banners', options)
    : api.user.put<typeof AdminBannerSchema>(`/v1/admin/curation/banners/${bannerId}`, options);
}

export function useSaveBanner() {
  return useCurationMutation(({ body, bannerId }: { body: BannerBody; bannerId?: number }) =>
    saveBanner(body, bannerId),
  );
}
