import type {
  AdminLegalDocumentSchema,
  AdminLegalDocument,
  PublishLegalBody,
} from '@crewcast/contracts/site';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { legalDocumentsQueryOptions } from './get-legal-documents';

export async function publishLegalDocument(document: PublishLegalBody): Promise<AdminLegalDocument> {
  return api.user.post<typeof AdminLegalDocumentSchema>('/v1/admin/site/legal', {
    body: document,
    token: await requireToken(),
  });
}

export function usePublishLegalDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishLegalDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: legalDocumentsQueryOptions().queryKey }),
  });
}
