import type { CurrentSubscriptionSchema, CardInput, Subscription } from '@crewcast/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSubscriptionChanged } from '@/lib/billing/use-subscription-changed';
import { requireToken } from '@/lib/session';

/** PUT /v1/subscription/card: the card future charges are taken from (test mode; Stripe uses its portal). */
export async function updateCard({ card }: { card: CardInput }): Promise<Subscription | null> {
  const answer = await api.payment.put<typeof CurrentSubscriptionSchema>('/v1/subscription/card', {
    body: { card },
    token: await requireToken(),
  });
  return answer.subscription;
}

export function useUpdateCard() {
  const subscriptionChanged = useSubscriptionChanged();
  return useMutation({
    mutationFn: updateCard,
    onSuccess: (subscription) => subscriptionChanged(subscription),
  });
}
