import type { CurrentSubscriptionSchema, Subscription } from '@crewcast/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSubscriptionChanged } from '@/lib/billing/use-subscription-changed';
import { requireToken } from '@/lib/session';

/** PUT /v1/subscription/plan: moves the subscription to another plan. */
export async function changePlan({ planId }: { planId: string }): Promise<Subscription | null> {
  const answer = await api.payment.put<typeof CurrentSubscriptionSchema>('/v1/subscription/plan', {
    body: { planId },
    token: await requireToken(),
  });
  return answer.subscription;
}

export function useChangePlan() {
  const subscriptionChanged = useSubscriptionChanged();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: (subscription) => subscriptionChanged(subscription),
  });
}
