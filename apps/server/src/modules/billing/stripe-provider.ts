import Stripe from 'stripe';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';
import type { HostedCheckoutRequest, PaymentProvider, ProviderSubscriptionChange } from './payment-provider';

export const STRIPE_MESSAGES = {
  cardsOnStripe: 'Cards are entered on the Stripe checkout page.',
} as const;

export interface StripePaymentProvider extends PaymentProvider {
  readonly kind: 'stripe';
  /** The SDK client, shared with the webhook that verifies and reads Stripe's events. */
  readonly stripe: Stripe;
}

/** An SDK client for the secret key; STRIPE_API_URL, when set, sends its requests to another host. */
export function createStripeClient(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe {
  const endpoint = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  const protocol = endpoint?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    ...(endpoint
      ? {
          host: endpoint.hostname,
          port: endpoint.port || (protocol === 'http' ? 80 : 443),
          protocol,
        }
      : {}),
  });
}

function lineItem(request: HostedCheckoutRequest): Stripe.Checkout.SessionCreateParams.LineItem {
  if (request.mode === 'subscription' && request.priceId) return { price: request.priceId, quantity: 1 };
  if (request.amountCents === undefined || !request.currency)
    throw new Error(`A ${request.mode} checkout needs a Stripe price or an amount and a currency`);
  if (request.mode === 'subscription' && !request.interval)
    throw new Error('A subscription checkout without a Stripe price needs a billing interval');
  return {
    quantity: 1,
    price_data: {
      currency: request.currency,
      unit_amount: request.amountCents,
      product_data: { name: request.description },
      ...(request.mode === 'subscription' && request.interval
        ? { recurring: { interval: request.interval } }
        : {}),
    },
  };
}

function checkoutParams(request: HostedCheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: request.mode === 'gift' ? 'payment' : 'subscription',
    line_items: [lineItem(request)],
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    // No codes typed on Stripe's page: the site's own codes (mirrored as promotion codes) apply through the app,
    // under their rules, and never to a gift.
    client_reference_id: request.userId,
    metadata: request.metadata,
    ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
  };
  if (request.mode === 'subscription') {
    const trialDays = request.trialDays ?? 0;
    params.subscription_data = {
      metadata: request.metadata,
      ...(trialDays > 0 ? { trial_period_days: trialDays } : {}),
    };
  }
  return params;
}

async function updateParams(
  stripe: Stripe,
  subscriptionId: string,
  change: ProviderSubscriptionChange,
): Promise<Stripe.SubscriptionUpdateParams> {
  const params: Stripe.SubscriptionUpdateParams = {};
  if (change.cancelAtPeriodEnd !== undefined) params.cancel_at_period_end = change.cancelAtPeriodEnd;
  if (change.priceId) {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item to change the price of`);
    params.items = [{ id: item.id, price: change.priceId }];
    // As in test mode: the new price applies from the next charge, with no credit or charge now.
    params.proration_behavior = 'none';
  }
  if (change.nextChargeAt) {
    params.trial_end = Math.floor(change.nextChargeAt.getTime() / 1000);
    params.proration_behavior = 'none';
  }
  if (change.promotionCode) params.discounts = [{ promotion_code: change.promotionCode }];
  return params;
}

/**
 * Stripe takes cards on its own pages (Checkout and the customer portal) and bills the subscriptions itself;
 * what it did reaches this server through the webhook (stripe-events.ts).
 */
export function createStripePaymentProvider(stripe: Stripe): StripePaymentProvider {
  /** Ends the customer's subscription checkouts that are still open (a session already expired is left be). */
  async function expireOpenCheckouts(customerId: string): Promise<void> {
    for await (const session of stripe.checkout.sessions.list({
      customer: customerId,
      status: 'open',
      limit: 100,
    })) {
      if (session.mode !== 'subscription') continue;
      // One completed or expired meanwhile is left as it is.
      await stripe.checkout.sessions.expire(session.id).catch((error: unknown) => {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      });
    }
  }

  return {
    kind: 'stripe',
    inAppCards: false,
    stripe,

    acceptCard() {
      throw new AppError('BAD_REQUEST', STRIPE_MESSAGES.cardsOnStripe);
    },

    async charge() {
      throw new AppError('BAD_REQUEST', STRIPE_MESSAGES.cardsOnStripe);
    },

    async createCustomer({ userId, email, idempotencyKey }) {
      const customer = await stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey });
      return customer.id;
    },

    async createCheckout(request) {
      if (request.mode === 'subscription' && request.customerId)
        await expireOpenCheckouts(request.customerId);
      const session = await stripe.checkout.sessions.create(checkoutParams(request), {
        idempotencyKey: request.idempotencyKey,
      });
      if (!session.url) throw new Error(`Stripe checkout session ${session.id} came without a url`);
      return { url: session.url };
    },

    async updateSubscription(providerSubscriptionId, change) {
      const params = await updateParams(stripe, providerSubscriptionId, change);
      if (Object.keys(params).length === 0) return;
      await stripe.subscriptions.update(providerSubscriptionId, params);
    },

    async cancelNow(providerSubscriptionId) {
      await stripe.subscriptions.cancel(providerSubscriptionId);
    },

    async createPortal(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },
  };
}

/** The SDK client of the Stripe provider (the webhook needs the one the provider uses). */
export function stripeClientOf(provider: PaymentProvider): Stripe {
  if (provider.kind !== 'stripe' || !('stripe' in provider))
    throw new Error('The Stripe webhook needs PAYMENT_PROVIDER=stripe');
  return (provider as StripePaymentProvider).stripe;
}
