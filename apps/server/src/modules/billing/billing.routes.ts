import {
  BillingOptionsSchema,
  ChangePlanBodySchema,
  CheckoutBodySchema,
  CheckoutResultSchema,
  CurrentSubscriptionSchema,
  PortalSchema,
  ReceiptListSchema,
  UpdateCardBodySchema,
} from '@crewcast/contracts/billing';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKey } from '../../http/idempotency-key';
import { memberActions } from '../../http/member-action';
import { addAction, type ErrorStatus } from '../../http/route-action';
import type { BillingService } from './billing.service';

const tag = 'billing';
const refusals: ErrorStatus[] = [400, 402, 404, 409];

/** The payment host: plans, the member's subscription, checkout and receipts. */
export const billingRoutes: FastifyPluginAsyncZod<{
  service: BillingService;
  authenticate: preHandlerHookHandler;
  optionalAuthenticate: preHandlerHookHandler;
  rateLimit: { max: number; timeWindow: string };
}> = async (app, { service, authenticate, optionalAuthenticate, rateLimit }) => {
  addAction(
    app,
    { tags: [tag], errors: [...refusals, 401], preHandler: optionalAuthenticate },
    'GET /v1/billing/options',
    { response: BillingOptionsSchema },
    async ({ request }) => service.optionsFor(request.auth?.userId ?? null),
  );

  const action = memberActions(app, { tag, refusals, authenticate, rateLimit });
  const subscription = { response: CurrentSubscriptionSchema };

  action('GET /v1/subscription', subscription, async ({ member }) => ({
    subscription: await service.current(member.userId),
  }));

  action(
    'POST /v1/checkout',
    { limited: true, body: CheckoutBodySchema, response: CheckoutResultSchema },
    async ({ member, request, body }) => service.checkout(member.userId, idempotencyKey(request), body),
  );

  action('POST /v1/subscription/cancel', subscription, async ({ member }) => ({
    subscription: await service.cancel(member.userId),
  }));

  action('POST /v1/subscription/resume', subscription, async ({ member }) => ({
    subscription: await service.resume(member.userId),
  }));

  action(
    'PUT /v1/subscription/plan',
    { ...subscription, body: ChangePlanBodySchema },
    async ({ member, body }) => ({ subscription: await service.changePlan(member.userId, body.planId) }),
  );

  action(
    'PUT /v1/subscription/card',
    { ...subscription, limited: true, body: UpdateCardBodySchema },
    async ({ member, body }) => ({ subscription: await service.updateCard(member.userId, body.card) }),
  );

  action('POST /v1/billing/portal', { response: PortalSchema }, async ({ member }) =>
    service.portal(member.userId),
  );

  action('GET /v1/subscription/receipts', { response: ReceiptListSchema }, async ({ member }) =>
    service.receipts(member.userId),
  );
};
