import { randomUUID } from 'node:crypto';
import type { App } from '../app';
import { bearer } from './members';

/** Stripe billing whose API is never reached: what the console checks before calling Stripe. */
export const UNREACHABLE_STRIPE_ENV = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_API_URL: 'http://127.0.0.1:9',
};

/** What the monthly plan charges at its full price, as the charge and its receipt give it. */
export const MONTHLY_CHARGE = { amountCents: 399, currency: 'usd', description: 'Monthly subscription' };

export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  failsAtRenewal: '4000 0000 0000 0341',
} as const;

export function card(number: string = TEST_CARDS.succeeds) {
  return { number, expMonth: 12, expYear: 2040, cvc: '123', name: 'Test Member' };
}

/** POST /v1/checkout as the web app sends it, with a fresh idempotency key unless one is given. */
export function checkout(
  app: App,
  token: string,
  body: { planId: string; card?: ReturnType<typeof card>; coupon?: string; returnTo?: string },
  key: string = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: body,
  });
}

export async function subscriptionOf(app: App, token: string) {
  const res = await app.inject({ method: 'GET', url: '/v1/subscription', headers: bearer(token) });
  return res.json().subscription;
}
