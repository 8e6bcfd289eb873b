import type { CheckoutResultSchema, CardInput, CheckoutResult } from '@crewcast/contracts/billing';
import { IDEMPOTENCY_HEADER } from '@crewcast/contracts/constants/billing';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requireToken } from '@/lib/session';

export interface CheckoutRequest {
  planId: string;
  /** Only the test provider takes a card here; Stripe asks for it on its own page. */
  card?: CardInput;
  /** A discount code found with the coupon search, redeemed with the subscription. */
  coupon?: string;
  /** The page to come back to from the provider's checkout. */
  returnTo?: string;
  idempotencyKey: string;
}

/** POST /v1/checkout: subscribes at once (test provider) or answers with the provider's page to go to. */
export async function checkout({ idempotencyKey, ...body }: CheckoutRequest): Promise<CheckoutResult> {
  return api.payment.post<typeof CheckoutResultSchema>('/v1/checkout', {
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    token: await requireToken(),
  });
}

export function useCheckout() {
  return useMutation({ mutationFn: checkout });
}
