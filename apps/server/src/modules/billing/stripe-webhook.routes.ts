import { ErrorBodySchema } from '@crewcast/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import type { StripeEvents } from './stripe-events';

export const STRIPE_WEBHOOK_PATH = '/v1/stripe/webhook';

export const STRIPE_WEBHOOK_MESSAGES = {
  noSignature: 'The Stripe-Signature header is missing.',
  badSignature: 'The Stripe-Signature header does not match the body.',
  noBody: 'The event must be sent as JSON.',
} as const;

/**
 * Stripe's webhook. The signature covers the exact bytes sent, so within this plugin JSON bodies are kept as
 * they arrived; the event is parsed only once the signature checks out.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  stripe: Stripe;
  webhookSecret: string;
  events: StripeEvents;
}> = async (app, { stripe, webhookSecret, events }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    STRIPE_WEBHOOK_PATH,
    {
      // Stripe sends bursts from few addresses (renewal days): the signature, not a per-address count, guards it.
      config: { rateLimit: false },
      schema: {
        tags: ['billing'],
        response: { 200: z.object({ received: z.literal(true) }), 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !signature)
        throw new AppError('BAD_REQUEST', STRIPE_WEBHOOK_MESSAGES.noSignature);
      if (!Buffer.isBuffer(request.body)) throw new AppError('BAD_REQUEST', STRIPE_WEBHOOK_MESSAGES.noBody);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
      } catch {
        throw new AppError('BAD_REQUEST', STRIPE_WEBHOOK_MESSAGES.badSignature);
      }
      await events.handle(event);
      return { received: true as const };
    },
  );
};
