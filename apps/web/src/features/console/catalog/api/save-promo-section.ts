import type { PromoSectionBody } from '@crewcast/contracts/catalog';
import type { PromoSectionSchema } from '@crewcast/contracts/content';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useCurationMutation } from './use-curation-mutation';

export async function savePromoSection(name: string, body: PromoSectionBody) {
  return api.user.put<typeof PromoSectionSchema>(`/v1/admin/curation/promo-sections/${name}`, {
    token: await requireToken(),
    body,
  });
}

export function useSavePromoSection() {
  return useCurationMutation(({ name, body }: { name: string; body: PromoSectionBody }) =>
    savePromoSection(name, body),
  );
}
