import type { PromoSectionBody } from '@crewcast/contracts/catalog';
import type { PromoSectionSchema } from '@crewcast/contracts/content';
import { memberRequest } from '@/lib/member-api';
import { useCurationMutation } from './use-curation-mutation';

export async function savePromoSection(name: string, body: PromoSectionBody) {
  return memberRequest<typeof PromoSectionSchema>('put', `/v1/admin/curation/promo-sections/${name}`, {
    body,
  });
}

export function useSavePromoSection() {
  return useCurationMutation(({ name, body }: { name: string; body: PromoSectionBody }) =>
    savePromoSection(name, body),
  );
}
