import type { EmailPreferencesSchema } from '@crewcast/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';

export const emailPreferencesQueryOptions = () =>
  memberQueryOptions<typeof EmailPreferencesSchema>(
    [MEMBER_QUERY_KEY, 'email-preferences'],
    '/v1/emailPreferences',
  );

export const useEmailPreferences = () => useQuery(emailPreferencesQueryOptions());
