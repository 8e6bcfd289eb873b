import type { MessageSchema } from '@crewcast/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { integrityHeaders } from '@/lib/integrity';
import { memberRequest } from '@/lib/member-api';

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
  await memberRequest<typeof MessageSchema>('post', '/v2/account/change/email', {
    body: { newEmail, password },
    headers: await integrityHeaders('change-email'),
  });
}

export function useStartEmailChange() {
  return useMutation({ mutationFn: startEmailChange });
}
