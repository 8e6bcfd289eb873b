import type { CurrentSubscriptionSchema, Subscription } from '@crewcast/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';
import { requireToken } from '@/lib/session';

/** The key of the subscription and of everything hanging off it (receipts, applied discount codes). */
export const SUBSCRIPTION_QUERY_KEY = [MEMBER_QUERY_KEY, 'subscription'] as const;

/** GET /v1/subscription: the member's subscription, or null without one. */
export async function getSubscription(signal?: AbortSignal): Promise<Subscription | null> {
  const { subscription } = await api.payment.get<typeof CurrentSubscriptionSchema>('/v1/subscription', {
    signal,
    token: await requireToken(),
  });
  return subscription;
}

export function subscriptionQueryOptions() {
  return queryOptions({
    queryKey: [...SUBSCRIPTION_QUERY_KEY, 'current'],
    queryFn: ({ signal }) => getSubscription(signal),
  });
}

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
