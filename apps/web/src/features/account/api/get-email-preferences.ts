import type { EmailPreferencesSchema, EmailPreferences } from '@crewcast/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

export async function getEmailPreferences(signal?: AbortSignal): Promise<EmailPreferences> {
  return api.user.get<typeof EmailPreferencesSchema>('/v1/emailPreferences', {
    signal,
    token: await requireToken(),
  });
}

export function emailPreferencesQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_KEY, 'email-preferences'],
    queryFn: ({ signal }) => getEmailPreferences(signal),
  });
}

export function useEmailPreferences() {
  return useQuery(emailPreferencesQueryOptions());
}
