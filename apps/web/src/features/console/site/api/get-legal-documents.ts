import type { AdminLegalListSchema, AdminLegalDocument } from '@crewcast/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { CONSOLE_SITE_KEY } from './get-site-settings';

export async function getLegalDocuments(signal?: AbortSignal): Promise<AdminLegalDocument[]> {
  const { documents } = await api.user.get<typeof AdminLegalListSchema>('/v1/admin/site/legal', {
    signal,
    token: await requireToken(),
  });
  return documents;
}

export function legalDocumentsQueryOptions() {
  return queryOptions({
    queryKey: [...CONSOLE_SITE_KEY, 'legal'],
    queryFn: ({ signal }) => getLegalDocuments(signal),
  });
}

export function useLegalDocuments() {
  return useQuery(legalDocumentsQueryOptions());
}
