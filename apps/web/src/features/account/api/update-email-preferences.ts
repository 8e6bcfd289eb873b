import type { EmailPreferencesSchema, EmailPreferences } from '@crewcast/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';
import { emailPreferencesQueryOptions } from './get-email-preferences';

export const updateEmailPreferences = (preferences: EmailPreferences) =>
  memberRequest<typeof EmailPreferencesSchema>('post', '/v1/emailPreferences', { body: preferences });

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailPreferences,
    onSuccess: (saved) => queryClient.setQueryData(emailPreferencesQueryOptions().queryKey, saved),
  });
}
