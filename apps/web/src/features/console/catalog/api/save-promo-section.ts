import type { PromoSectionBody } from '@crewcast/contracts/catalog';
import { PromoSectionSchema } from '@crewcast/contracts/content';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { useCurationMutation } from './use-curation-mutation';

export async function savePromoSection(name: string, body: PromoSectionBody) {
  return api.user.put(`/v1/admin/curation/promo-sections/${name}`, PromoSectionSchema, {
    token: await requireToken(),
    body,
  });
}

export function useSavePromoSection() {
  return useCurationMutation(({ name, body }: { name: string; body: PromoSectionBody }) =>
    savePromoSection(name, body),
  );
}
