import type { LegalDocument } from '@crewcast/contracts/legal';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { storage } from '@/lib/storage';

/**
 * Records the member's acceptance of the documents; answers with the required ones still not accepted. When none
 * are left, the browser remembers it (SPEC section 4, "Legal documents").
 */
export async function acceptLegalDocuments(
  documentIds: number[],
  /** The token of a session not started yet (right after signing up); otherwise the current one. */
  token?: string,
): Promise<LegalDocument[]> {
  const missing = await api.user.post<LegalDocument[]>('/v1/legaldocuments/accept', {
    body: { documentIds },
    token: token ?? (await requireToken()),
  });
  if (missing.length === 0) storage.legalDocumentsAccepted.set(true);
  return missing;
}
