import type { SignInProvidersSchema } from '@crewcast/contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The client ids of the sign-in providers this site offers; '' means that provider is off. */
export function getSignInProviders(signal?: AbortSignal) {
  return api.user.get<typeof SignInProvidersSchema>('/v2/account/providers', { signal });
}

export function signInProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['sign-in-providers'],
    queryFn: ({ signal }) => getSignInProviders(signal),
    staleTime: Infinity,
  });
}

export function useSignInProviders() {
  return useQuery(signInProvidersQueryOptions());
}
