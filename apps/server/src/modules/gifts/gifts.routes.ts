import { IDEMPOTENCY_HEADER } from '@crewcast/contracts/billing';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import {
  BuyGiftBodySchema,
  BuyGiftResultSchema,
  GiftListSchema,
  GiftOptionsSchema,
  GiftParamsSchema,
  GiftSchema,
  RedeemGiftBodySchema,
  RedeemGiftResultSchema,
} from '@crewcast/contracts/gifts';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member } from '../../http/auth';
import type { GiftsService } from './gifts.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 402: ErrorBodySchema, 404: ErrorBodySchema };

/** Gift subscriptions (payment host). */
export const giftsRoutes: FastifyPluginAsyncZod<{
  service: GiftsService;
  authenticate: preHandlerHookHandler;
  rateLimit: { max: number; timeWindow: string };
}> = async (app, { service, authenticate, rateLimit }) => {
  const tags = ['gifts'];

  app.get(
    '/v1/gifts/options',
    { schema: { tags, response: { 200: GiftOptionsSchema, ...errors } } },
    async () => service.options(),
  );

  app.get(
    '/v1/gifts',
    { preHandler: authenticate, schema: { tags, response: { 200: GiftListSchema, ...errors } } },
    async (request) => service.list(member(request).userId),
  );

  app.get(
    '/v1/gifts/:id',
    {
      preHandler: authenticate,
      schema: { tags, params: GiftParamsSchema, response: { 200: GiftSchema, ...errors } },
    },
    async (request) => service.get(member(request).userId, request.params.id),
  );

  app.post(
    '/v1/gifts',
    {
      preHandler: authenticate,
      config: { rateLimit },
      schema: { tags, body: BuyGiftBodySchema, response: { 200: BuyGiftResultSchema, ...errors } },
    },
    async (request) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      return service.buy(member(request).userId, Array.isArray(key) ? key[0] : key, request.body);
    },
  );

  app.post(
    '/v1/gifts/redeem',
    {
      preHandler: authenticate,
      config: { rateLimit },
      schema: { tags, body: RedeemGiftBodySchema, response: { 200: RedeemGiftResultSchema, ...errors } },
    },
    async (request) => service.redeem(member(request).userId, request.body.code),
  );
};
