import type { CurrentSubscriptionSchema, Subscription } from '@crewcast/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSubscriptionChanged } from '@/lib/billing/use-subscription-changed';
import { requireToken } from '@/lib/session';

/** POST /v1/subscription/resume: a cancelled subscription renews again, as long as its period has not ended. */
export async function resumeSubscription(): Promise<Subscription | null> {
  const answer = await api.payment.post<typeof CurrentSubscriptionSchema>('/v1/subscription/resume', {
    token: await requireToken(),
  });
  return answer.subscription;
}

export function useResumeSubscription() {
  const subscriptionChanged = useSubscriptionChanged();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (subscription) => subscriptionChanged(subscription),
  });
}
