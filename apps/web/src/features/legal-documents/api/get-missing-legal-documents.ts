import { LegalDocumentSchema, type LegalDocument } from '@crewcast/contracts/legal';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';

const LegalDocumentListSchema = LegalDocumentSchema.array();

/** The required documents in force that the member has not accepted yet. */
export async function getMissingLegalDocuments(): Promise<LegalDocument[]> {
  return api.user.get('/v1/legaldocuments/latest', LegalDocumentListSchema, { token: await requireToken() });
}
