import type { CardInput, PaymentProviderKind } from '@crewcast/contracts/billing';
import type { StoredCard } from './billing.schema';
import type { BillingInterval } from './lifecycle';

export interface ChargeRequest {
  card: StoredCard;
  amountCents: number;
  currency: string;
  description: string;
  /** Repeating a charge with the same key never charges twice. */
  idempotencyKey: string;
}

export type ChargeResult = { ok: true; reference: string } | { ok: false; message: string };

export interface HostedCheckoutRequest {
  mode: 'subscription' | 'gift';
  userId: string;
  email: string;
  customerId: string | null;
  /** Subscription mode: the Stripe price and the trial to give. */
  priceId?: string;
  trialDays?: number;
  /** The price, when there is no Stripe price: paid once (gift mode) or every `interval` (subscription mode). */
  amountCents?: number;
  currency?: string;
  interval?: BillingInterval;
  /** What the member is buying; the product name on the checkout page. */
  description: string;
  /** Round-tripped through the provider to the webhook that completes the purchase. */
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

/** A change made in the app to a subscription the provider bills. */
export interface ProviderSubscriptionChange {
  cancelAtPeriodEnd?: boolean;
  priceId?: string;
  /** Moves the next charge (gift time added). */
  nextChargeAt?: Date;
  promotionCode?: string;
}

/**
 * Who takes the money. The `test` provider works offline: members type Stripe's public test card numbers into
 * the app and this server's scheduler charges them. `stripe` takes cards on its own pages and bills by itself,
 * reporting back through webhooks.
 */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** Cards are typed into this app (test mode), rather than on the provider's pages. */
  readonly inAppCards: boolean;
  /** Turns a typed card into a stored one, or refuses it with a 4xx AppError. */
  acceptCard(card: CardInput, now: Date): StoredCard;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The provider's customer for a member (hosted checkouts only), made once: repeating the key makes no second. */
  createCustomer?(request: { userId: string; email: string; idempotencyKey: string }): Promise<string>;
  /**
   * A hosted checkout page the member is sent to. A subscription checkout for a customer ends that customer's
   * subscription checkouts still open, so an older tab (or Back) cannot start a second subscription.
   */
  createCheckout(request: HostedCheckoutRequest): Promise<{ url: string }>;
  updateSubscription(providerSubscriptionId: string, change: ProviderSubscriptionChange): Promise<void>;
  /** Ends a subscription the provider bills at once, with no further charge (an erased account, a duplicate). */
  cancelNow(providerSubscriptionId: string): Promise<void>;
  /** The provider's page for cards and invoices, when it has one. */
  createPortal?(customerId: string, returnUrl: string): Promise<{ url: string }>;
}
