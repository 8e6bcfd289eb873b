import type {
  AdminLegalDocumentSchema,
  AdminLegalDocument,
  PublishLegalBody,
} from '@crewcast/contracts/site';
import { consoleRequest, useConsoleMutation } from '../../components/console-api';
import { legalDocumentsQueryOptions } from './get-legal-documents';

export async function publishLegalDocument(document: PublishLegalBody): Promise<AdminLegalDocument> {
  return consoleRequest<typeof AdminLegalDocumentSchema>('post', '/v1/admin/site/legal', { body: document });
}

export function usePublishLegalDocument() {
  return useConsoleMutation(publishLegalDocument, [legalDocumentsQueryOptions().queryKey]);
}
