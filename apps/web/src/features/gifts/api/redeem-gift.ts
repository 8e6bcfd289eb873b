import type { RedeemGiftResultSchema } from '@crewcast/contracts/gifts';
import { useMutation } from '@tanstack/react-query';
import { useSubscriptionChanged } from '@/lib/billing/use-subscription-changed';
import { memberRequest } from '@/lib/member-api';

/** POST /v1/gifts/redeem: adds the gift's months to the member's access. */
export const redeemGift = ({ code }: { code: string }) =>
  memberRequest<typeof RedeemGiftResultSchema>('post', '/v1/gifts/redeem', {
    host: 'payment',
    body: { code },
  });

export function useRedeemGift() {
  const subscriptionChanged = useSubscriptionChanged();
  return useMutation({ mutationFn: redeemGift, onSuccess: () => subscriptionChanged() });
}
