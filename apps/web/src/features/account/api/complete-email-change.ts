import type { MessageSchema } from '@crewcast/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';

export async function completeEmailChange({ code }: { code: string }): Promise<void> {
  await memberRequest<typeof MessageSchema>('post', '/v2/account/change/email/complete', { body: { code } });
}

export const useCompleteEmailChange = () => useMutation({ mutationFn: completeEmailChange });
