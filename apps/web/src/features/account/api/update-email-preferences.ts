import type { EmailPreferencesSchema, EmailPreferences } from '@crewcast/contracts/users';
import { memberRequest, useMemberSave } from '@/lib/member-api';
import { emailPreferencesQueryOptions } from './get-email-preferences';

export const updateEmailPreferences = (preferences: EmailPreferences) =>
  memberRequest<typeof EmailPreferencesSchema>('post', '/v1/emailPreferences', { body: preferences });

export const useUpdateEmailPreferences = () =>
  useMemberSave(updateEmailPreferences, emailPreferencesQueryOptions().queryKey);
