import { LegalDocumentSchema, type LegalDocument } from '@crewcast/contracts/legal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const LegalDocumentListSchema = LegalDocumentSchema.array();

/** Every legal document in force, newest version of each type. */
export function getLegalDocuments(signal?: AbortSignal): Promise<LegalDocument[]> {
  return api.user.get('/v1/legaldocuments', LegalDocumentListSchema, { signal });
}

export function legalDocumentsQueryOptions() {
  return queryOptions({
    queryKey: ['legal-documents'],
    queryFn: ({ signal }) => getLegalDocuments(signal),
  });
}

export function useLegalDocuments() {
  return useQuery(legalDocumentsQueryOptions());
}
