import type { LegalDocument } from '@crewcast/contracts/legal';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';

/** The required documents in force that the member has not accepted yet. */
export async function getMissingLegalDocuments(): Promise<LegalDocument[]> {
  return api.user.get<LegalDocument[]>('/v1/legaldocuments/latest', { token: await requireToken() });
}
