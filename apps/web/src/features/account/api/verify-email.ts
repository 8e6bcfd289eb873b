import type { MessageSchema } from '@crewcast/contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Confirms the address with the token from the verification mail; a token works once. */
export async function verifyEmail(token: string): Promise<void> {
  await api.user.post<typeof MessageSchema>('/v1/emailverify', { body: { token } });
}

/**
 * Kept as a query, not a mutation, so the landing page sends its one request however often it renders; the
 * answer is kept for the life of the page, since the token cannot be used again.
 */
export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token).then(() => true),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useVerifyEmail(token: string) {
  return useQuery(verifyEmailQueryOptions(token));
}
