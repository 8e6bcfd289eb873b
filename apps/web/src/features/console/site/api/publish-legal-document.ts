import type {
  AdminLegalDocumentSchema,
  AdminLegalDocument,
  PublishLegalBody,
} from '@crewcast/contracts/site';
import { memberRequest, useMemberMutation } from '@/lib/member-api';
import { legalDocumentsQueryOptions } from './get-legal-documents';

export async function publishLegalDocument(document: PublishLegalBody): Promise<AdminLegalDocument> {
  return memberRequest<typeof AdminLegalDocumentSchema>('post', '/v1/admin/site/legal', { body: document });
}

export function usePublishLegalDocument() {
  return useMemberMutation(publishLegalDocument, [legalDocumentsQueryOptions().queryKey]);
}
