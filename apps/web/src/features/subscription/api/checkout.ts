import type { CheckoutResultSchema, CardInput } from '@crewcast/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import { purchaseRequest } from '@/lib/billing/purchase-request';

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

/** POST /v1/checkout: subscribes once paid. */
const checkout = purchaseRequest<CheckoutRequest, typeof CheckoutResultSchema>('/v1/checkout');

export function useCheckout() {
  return useMutation({ mutationFn: checkout });
}
