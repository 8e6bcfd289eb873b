import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { expect } from 'vitest';
import type { App } from '../app';

export const STRIPE_WEBHOOK_SECRET = 'whsec_x';
export const DAY_S = 86_400;

/** The settings of a test app whose Stripe is the stand-in at `apiUrl`. */
export function stripeEnv(apiUrl: string): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: apiUrl,
  };
}

/** One request the app made to the stand-in Stripe API. */
export interface StripeCall {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

/** A payment Stripe took: for the invoice it paid (a subscription's) or the Checkout session (a gift's). */
export interface StandInPayment {
  invoice?: string;
  session?: string;
  amount: number;
}

interface StandInSession {
  id: string;
  customer: string | null;
  mode: string;
  status: 'open' | 'expired';
}

const listOf = (url: string, data: object[]) => ({ object: 'list', has_more: false, url, data });

/** Plays the parts of Stripe's API the provider uses, and records every request. */
export function createStripeStandIn() {
  const calls: StripeCall[] = [];
  const subscriptionsById = new Map<string, object>();
  /** Payments by payment intent, as GET /v1/invoice_payments and GET /v1/checkout/sessions find them. */
  const payments = new Map<string, StandInPayment>();
  const sessions = new Map<string, StandInSession>();
  /** While set, answers to subscription reads wait for it (a reconcile kept running). */
  let held: Promise<void> | null = null;
  /** While set, customer creations wait for it (two checkouts racing). */
  let customersHeld: Promise<void> | null = null;

  function invoicePayment(paymentIntent: string, payment: StandInPayment) {
    return {
      id: `inpay_${paymentIntent}`,
      object: 'invoice_payment',
      invoice: payment.invoice,
      amount_paid: payment.amount,
      payment: { type: 'payment_intent', payment_intent: paymentIntent },
    };
  }

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const call: StripeCall = {
        method: request.method ?? 'GET',
        path: url.pathname,
        form: new URLSearchParams(body || url.search),
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      };
      calls.push(call);
      const reply = (status: number, json: object) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${calls.length}`,
        });
        response.end(JSON.stringify(json));
      };
      const { method, path, form } = call;
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (method === 'POST' && path === '/v1/customers') {
        const created = () => reply(200, { id: `cus_${randomUUID().slice(0, 14)}`, object: 'customer' });
        if (customersHeld) void customersHeld.then(created);
        else created();
        return;
      }
      if (method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${randomUUID()}`;
        const mode = form.get('mode') ?? 'payment';
        sessions.set(id, { id, customer: form.get('customer'), mode, status: 'open' });
        return reply(200, {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      if (method === 'GET' && path === '/v1/checkout/sessions') {
        const paymentIntent = form.get('payment_intent');
        const found = paymentIntent
          ? [{ id: payments.get(paymentIntent)?.session, payment_intent: paymentIntent }].filter((s) => s.id)
          : [...sessions.values()].filter(
              (s) => s.customer === form.get('customer') && s.status === (form.get('status') ?? s.status),
            );
        return reply(
          200,
          listOf(
            path,
            found.map((s) => ({ object: 'checkout.session', ...s })),
          ),
        );
      }
      if (method === 'POST' && expire) {
        const session = sessions.get(expire[1]!);
        if (!session || session.status !== 'open')
          return reply(400, { error: { type: 'invalid_request_error', message: 'Session is not open' } });
        session.status = 'expired';
        return reply(200, { object: 'checkout.session', ...session });
      }
      if (method === 'POST' && path === '/v1/refunds') {
        const paymentIntent = form.get('payment_intent') ?? '';
        return reply(200, {
          id: `re_${randomUUID().slice(0, 12)}`,
          object: 'refund',
          payment_intent: paymentIntent,
          amount: payments.get(paymentIntent)?.amount ?? 0,
          status: 'succeeded',
        });
      }
      if (method === 'POST' && path === '/v1/billing_portal/sessions') {
        return reply(200, {
          id: `bps_${randomUUID()}`,
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/p/session/${form.get('customer')}`,
        });
      }
      if (method === 'GET' && path === '/v1/invoice_payments') {
        const paymentIntent = form.get('payment[payment_intent]');
        const invoice = form.get('invoice');
        const found = [...payments].filter(([intent, payment]) =>
          paymentIntent ? intent === paymentIntent && payment.invoice : payment.invoice === invoice,
        );
        return reply(
          200,
          listOf(
            path,
            found.map(([intent, payment]) => invoicePayment(intent, payment)),
          ),
        );
      }
      if (subscription && method === 'GET' && held) {
        void held.then(() => reply(200, subscriptionsById.get(subscription[1]!) ?? {}));
        return;
      }
      if (subscription) {
        const stored = subscriptionsById.get(subscription[1]!);
        if (!stored)
          return reply(404, {
            error: { type: 'invalid_request_error', message: `No such subscription: '${subscription[1]}'` },
          });
        return reply(200, stored);
      }
      return reply(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });

  function holder(set: (value: Promise<void> | null) => void): () => void {
    let release!: () => void;
    set(new Promise<void>((resolve) => (release = resolve)));
    return () => {
      set(null);
      release();
    };
  }

  return {
    calls,
    subscriptions: subscriptionsById,
    payments,
    sessions,
    /** Holds subscription reads until the answer is called. */
    hold: () => holder((value) => (held = value)),
    /** Holds customer creations until the answer is called. */
    holdCustomers: () => holder((value) => (customersHeld = value)),
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    /** The requests of this test (the record is cleared before each) to one path. */
    to(method: string, path: string) {
      return calls.filter((call) => call.method === method && call.path === path);
    },
  };
}

export type StripeStandIn = ReturnType<typeof createStripeStandIn>;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A Stripe subscription object as the API and the events carry it. */
export function stripeSubscription(options: {
  id: string;
  userId: string;
  planId?: string;
  priceId?: string;
  status?: string;
  start?: number;
  periodDays?: number;
  trialDays?: number;
  cancelAtPeriodEnd?: boolean;
  withCard?: boolean;
  customer?: string;
  latestInvoice?: string;
}) {
  const start = options.start ?? nowSeconds();
  const trialEnd = options.trialDays ? start + options.trialDays * DAY_S : null;
  return {
    id: options.id,
    object: 'subscription',
    customer: options.customer ?? `cus_${options.userId.slice(0, 8)}`,
    status: options.status ?? (trialEnd ? 'trialing' : 'active'),
    metadata: { userId: options.userId, planId: options.planId ?? 'monthly' },
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    canceled_at: null,
    ended_at: options.status === 'canceled' ? nowSeconds() : null,
    created: start,
    start_date: start,
    trial_end: trialEnd,
    latest_invoice: options.latestInvoice ?? null,
    default_payment_method: options.withCard
      ? {
          id: 'pm_card_visa',
          object: 'payment_method',
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 },
        }
      : 'pm_card_visa',
    items: {
      object: 'list',
      data: [
        {
          id: `si_${options.id}`,
          object: 'subscription_item',
          price: { id: options.priceId ?? 'price_inline_monthly', object: 'price' },
          current_period_start: start,
          current_period_end: trialEnd ?? start + (options.periodDays ?? 30) * DAY_S,
        },
      ],
    },
  };
}

export function stripeInvoice(options: {
  id: string;
  subscriptionId: string;
  amount: number;
  attempt?: number;
  nextAttempt?: number;
  discount?: number;
  /** Paid from the customer's Stripe balance (a credit) rather than by card. */
  fromBalance?: boolean;
  billingReason?: string;
}) {
  const start = nowSeconds();
  return {
    id: options.id,
    object: 'invoice',
    billing_reason:
      options.billingReason ?? (options.amount === 0 ? 'subscription_create' : 'subscription_cycle'),
    total: options.amount,
    amount_due: options.fromBalance ? 0 : options.amount,
    amount_paid: options.attempt || options.fromBalance ? 0 : options.amount,
    attempt_count: options.attempt ?? 1,
    next_payment_attempt: options.nextAttempt ?? null,
    currency: 'usd',
    period_start: start - 30 * DAY_S,
    period_end: start,
    total_discount_amounts: options.discount ? [{ amount: options.discount, discount: 'di_1' }] : [],
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: options.subscriptionId, metadata: null },
    },
    lines: {
      object: 'list',
      data: [{ id: 'il_1', object: 'line_item', period: { start, end: start + 30 * DAY_S } }],
    },
  };
}

export function stripeEvent(type: string, object: object, created = nowSeconds()) {
  return {
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    livemode: false,
    created,
    type,
    data: { object },
  };
}

export function checkoutCompletedEvent(options: { subscriptionId: string; userId: string; planId?: string }) {
  return stripeEvent('checkout.session.completed', {
    id: `cs_test_${randomUUID()}`,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'no_payment_required',
    client_reference_id: options.userId,
    customer: `cus_${options.userId.slice(0, 8)}`,
    metadata: { userId: options.userId, planId: options.planId ?? 'monthly' },
    subscription: options.subscriptionId,
  });
}

export function chargeRefundedEvent(
  paymentIntent: string,
  options: { refunded?: boolean; amount?: number } = {},
) {
  const amount = options.amount ?? 3999;
  const refunded = options.refunded ?? true;
  return stripeEvent('charge.refunded', {
    id: `ch_${randomUUID().slice(0, 12)}`,
    object: 'charge',
    amount,
    amount_refunded: refunded ? amount : Math.floor(amount / 4),
    refunded,
    payment_intent: paymentIntent,
  });
}

/** A dispute (chargeback) of the charge that `paymentIntent` made, as its events carry it. */
export function stripeDispute(options: {
  id: string;
  paymentIntent: string;
  amount: number;
  status?: 'needs_response' | 'under_review' | 'won' | 'lost';
  reason?: string;
  created?: number;
}) {
  return {
    id: options.id,
    object: 'dispute',
    amount: options.amount,
    currency: 'usd',
    charge: `ch_${options.paymentIntent}`,
    payment_intent: options.paymentIntent,
    reason: options.reason ?? 'fraudulent',
    status: options.status ?? 'needs_response',
    created: options.created ?? nowSeconds(),
  };
}

/** Posts events to the app's Stripe webhook, signed as Stripe signs them (or with the signature given). */
export function stripeWebhook(app: () => App) {
  function deliver(event: object, signature?: string) {
    const payload = JSON.stringify(event);
    return app().inject({
      method: 'POST',
      url: '/v1/stripe/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature':
          signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET }),
      },
      payload,
    });
  }
  async function expectDelivered(event: object) {
    const res = await deliver(event);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
  }
  return { deliver, expectDelivered };
}
