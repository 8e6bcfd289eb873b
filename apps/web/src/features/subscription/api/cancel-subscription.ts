import type { CurrentSubscriptionSchema, Subscription } from '@crewcast/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSubscriptionChanged } from '@/lib/billing/use-subscription-changed';
import { requireToken } from '@/lib/session';

/** POST /v1/subscription/cancel: the subscription stops renewing; access lasts until the end of the period. */
export async function cancelSubscription(): Promise<Subscription | null> {
  const answer = await api.payment.post<typeof CurrentSubscriptionSchema>('/v1/subscription/cancel', {
    token: await requireToken(),
  });
  return answer.subscription;
}

export function useCancelSubscription() {
  const subscriptionChanged = useSubscriptionChanged();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (subscription) => subscriptionChanged(subscription),
  });
}
