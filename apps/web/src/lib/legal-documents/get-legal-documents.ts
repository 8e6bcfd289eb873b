import type { LegalDocument } from '@crewcast/contracts/legal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every legal document in force, newest version of each type. */
export function getLegalDocuments(signal?: AbortSignal): Promise<LegalDocument[]> {
  return api.user.get<LegalDocument[]>('/v1/legaldocuments', { signal });
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
