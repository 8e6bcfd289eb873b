import type { EmailPreferencesSchema, EmailPreferences } from '@crewcast/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { emailPreferencesQueryOptions } from './get-email-preferences';

export async function updateEmailPreferences(preferences: EmailPreferences): Promise<EmailPreferences> {
  return api.user.post<typeof EmailPreferencesSchema>('/v1/emailPreferences', {
    body: preferences,
    token: await requireToken(),
  });
}

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailPreferences,
    onSuccess: (saved) => queryClient.setQueryData(emailPreferencesQueryOptions().queryKey, saved),
  });
}
