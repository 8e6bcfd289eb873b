import type { CardInput, CurrentSubscriptionSchema } from '@crewcast/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import { useSubscriptionChanged } from '@/lib/billing/use-subscription-changed';
import { memberRequest } from '@/lib/member-api';

/** A change to the member's subscription; the server answers with the subscription as it now stands. */
async function changeSubscription(method: 'post' | 'put', path: string, body?: object) {
  const answer = await memberRequest<typeof CurrentSubscriptionSchema>(method, `/v1/subscription/${path}`, {
    host: 'payment',
    body,
  });
  return answer.subscription;
}

function useSubscriptionChange<Variables>(
  change: (variables: Variables) => ReturnType<typeof changeSubscription>,
) {
  const subscriptionChanged = useSubscriptionChanged();
  return useMutation({ mutationFn: change, onSuccess: (subscription) => subscriptionChanged(subscription) });
}

/** The subscription stops renewing; access lasts until the end of the period. */
export const useCancelSubscription = () => useSubscriptionChange(() => changeSubscription('post', 'cancel'));

/** A cancelled subscription renews again, as long as its period has not ended. */
export const useResumeSubscription = () => useSubscriptionChange(() => changeSubscription('post', 'resume'));

/** Moves the subscription to another plan. */
export const useChangePlan = () =>
  useSubscriptionChange(({ planId }: { planId: string }) => changeSubscription('put', 'plan', { planId }));

/** The card future charges are taken from (test mode; Stripe uses its portal). */
export const useUpdateCard = () =>
  useSubscriptionChange(({ card }: { card: CardInput }) => changeSubscription('put', 'card', { card }));
