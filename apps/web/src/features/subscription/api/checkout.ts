import type { CheckoutResultSchema, CardInput } from '@crewcast/contracts/billing';
import { IDEMPOTENCY_HEADER } from '@crewcast/contracts/constants/billing';
import { useMutation } from '@tanstack/react-query';
import { memberRequest } from '@/lib/member-api';

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
export const checkout = ({ idempotencyKey, ...body }: CheckoutRequest) =>
  memberRequest<typeof CheckoutResultSchema>('post', '/v1/checkout', {
    host: 'payment',
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

export function useCheckout() {
  return useMutation({ mutationFn: checkout });
}
