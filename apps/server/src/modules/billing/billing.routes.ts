import {
  BillingOptionsSchema,
  ChangePlanBodySchema,
  CheckoutBodySchema,
  CheckoutResultSchema,
  CurrentSubscriptionSchema,
  IDEMPOTENCY_HEADER,
  PortalSchema,
  ReceiptListSchema,
  UpdateCardBodySchema,
} from '@crewcast/contracts/billing';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member } from '../../http/auth';
import type { BillingService } from './billing.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  402: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/** The payment host: plans, the member's subscription, checkout and receipts. */
export const billingRoutes: FastifyPluginAsyncZod<{
  service: BillingService;
  authenticate: preHandlerHookHandler;
  optionalAuthenticate: preHandlerHookHandler;
  rateLimit: { max: number; timeWindow: string };
}> = async (app, { service, authenticate, optionalAuthenticate, rateLimit }) => {
  const tags = ['billing'];
  const subscriptionReply = { 200: CurrentSubscriptionSchema, ...errors };

  app.get(
    '/v1/billing/options',
    {
      preHandler: optionalAuthenticate,
      schema: { tags, response: { 200: BillingOptionsSchema, ...errors } },
    },
    async (request) => service.optionsFor(request.auth?.userId ?? null),
  );

  app.get(
    '/v1/subscription',
    { preHandler: authenticate, schema: { tags, response: subscriptionReply } },
    async (request) => ({ subscription: await service.current(member(request).userId) }),
  );

  app.post(
    '/v1/checkout',
    {
      preHandler: authenticate,
      config: { rateLimit },
      schema: { tags, body: CheckoutBodySchema, response: { 200: CheckoutResultSchema, ...errors } },
    },
    async (request) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      return service.checkout(member(request).userId, Array.isArray(key) ? key[0] : key, request.body);
    },
  );

  app.post(
    '/v1/subscription/cancel',
    { preHandler: authenticate, schema: { tags, response: subscriptionReply } },
    async (request) => ({ subscription: await service.cancel(member(request).userId) }),
  );

  app.post(
    '/v1/subscription/resume',
    { preHandler: authenticate, schema: { tags, response: subscriptionReply } },
    async (request) => ({ subscription: await service.resume(member(request).userId) }),
  );

  app.put(
    '/v1/subscription/plan',
    { preHandler: authenticate, schema: { tags, body: ChangePlanBodySchema, response: subscriptionReply } },
    async (request) => ({
      subscription: await service.changePlan(member(request).userId, request.body.planId),
    }),
  );

  app.put(
    '/v1/subscription/card',
    {
      preHandler: authenticate,
      config: { rateLimit },
      schema: { tags, body: UpdateCardBodySchema, response: subscriptionReply },
    },
    async (request) => ({
      subscription: await service.updateCard(member(request).userId, request.body.card),
    }),
  );

  app.post(
    '/v1/billing/portal',
    { preHandler: authenticate, schema: { tags, response: { 200: PortalSchema, ...errors } } },
    async (request) => service.portal(member(request).userId),
  );

  app.get(
    '/v1/subscription/receipts',
    { preHandler: authenticate, schema: { tags, response: { 200: ReceiptListSchema, ...errors } } },
    async (request) => service.receipts(member(request).userId),
  );
};
