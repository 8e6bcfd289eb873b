import type { CardInput } from '@crewcast/contracts/billing';
import { IDEMPOTENCY_HEADER } from '@crewcast/contracts/constants/billing';
import type { BuyGiftResultSchema } from '@crewcast/contracts/gifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';
import { GIFTS_QUERY_KEY } from './get-gifts';

export interface GiftPurchase {
  months: number;
  /** Where the redeem link is mailed; without it the gift is a code to pass on. */
  recipientEmail?: string;
  message: string;
  /** Only the test provider takes a card here. */
  card?: CardInput;
  idempotencyKey: string;
}

/** POST /v1/gifts: paid at once (test provider) or continued on the provider's page. */
export async function buyGift({ idempotencyKey, ...body }: GiftPurchase) {
  return api.payment.post<typeof BuyGiftResultSchema>('/v1/gifts', {
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    token: await requireToken(),
  });
}

export function useBuyGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyGift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GIFTS_QUERY_KEY }),
  });
}
