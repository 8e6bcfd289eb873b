import type { MessageSchema } from '@crewcast/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { integrityHeaders } from '@/lib/integrity';
import { requireToken } from '@/lib/session';

/**
 * Mails a code to the new address, once the current password confirms it is the member; the change happens once the
 * code comes back.
 */
export async function startEmailChange({
  newEmail,
  password,
}: {
  newEmail: string;
  password: string;
}): Promise<void> {
  const token = await requireToken();
  await api.user.post<typeof MessageSchema>('/v2/account/change/email', {
    body: { newEmail, password },
    token,
    headers: await integrityHeaders('change-email'),
  });
}

export function useStartEmailChange() {
  return useMutation({ mutationFn: startEmailChange });
}
