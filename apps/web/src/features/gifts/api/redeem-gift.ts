import type { RedeemGiftResultSchema } from '@crewcast/contracts/gifts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSubscriptionChanged } from '@/lib/billing/use-subscription-changed';
import { requireToken } from '@/lib/session';

/** POST /v1/gifts/redeem: adds the gift's months to the member's access. */
export async function redeemGift({ code }: { code: string }) {
  return api.payment.post<typeof RedeemGiftResultSchema>('/v1/gifts/redeem', {
    body: { code },
    token: await requireToken(),
  });
}

export function useRedeemGift() {
  const subscriptionChanged = useSubscriptionChanged();
  return useMutation({ mutationFn: redeemGift, onSuccess: () => subscriptionChanged() });
}
