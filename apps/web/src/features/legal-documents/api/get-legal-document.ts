import type { LegalDocumentSchema, LegalDocument } from '@crewcast/contracts/legal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The version in force of one type of document. */
export function getLegalDocument(type: string, signal?: AbortSignal): Promise<LegalDocument> {
  return api.user.get<typeof LegalDocumentSchema>(`/v1/legaldocuments/${encodeURIComponent(type)}`, {
    signal,
  });
}

export function legalDocumentQueryOptions(type: string) {
  return queryOptions({
    queryKey: ['legal-documents', type],
    queryFn: ({ signal }) => getLegalDocument(type, signal),
  });
}

export function useLegalDocument(type: string | null) {
  return useQuery({ ...legalDocumentQueryOptions(type ?? ''), enabled: type !== null });
}
