import type { AdminLegalListSchema, AdminLegalDocument } from '@crewcast/contracts/site';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { CONSOLE_SITE_KEY } from './get-site-settings';

export const legalDocumentsQueryOptions = () =>
  memberQueryOptions<typeof AdminLegalListSchema, AdminLegalDocument[]>(
    [...CONSOLE_SITE_KEY, 'legal'],
    '/v1/admin/site/legal',
    { pick: (answer) => answer.documents },
  );

export const useLegalDocuments = () => useQuery(legalDocumentsQueryOptions());
