import type { CurrentSubscriptionSchema, Subscription } from '@crewcast/contracts/billing';
import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from '@/lib/member-api';
import { MEMBER_QUERY_KEY } from '@/lib/member-queries';

/** The key of the subscription and of everything hanging off it (receipts, applied discount codes). */
export const SUBSCRIPTION_QUERY_KEY = [MEMBER_QUERY_KEY, 'subscription'] as const;

/** GET /v1/subscription: the member's subscription, or null without one. */
export const subscriptionQueryOptions = () =>
  memberQueryOptions<typeof CurrentSubscriptionSchema, Subscription | null>(
    [...SUBSCRIPTION_QUERY_KEY, 'current'],
    '/v1/subscription',
    { host: 'payment', pick: (answer) => answer.subscription },
  );

export const useSubscription = () => useQuery(subscriptionQueryOptions());
