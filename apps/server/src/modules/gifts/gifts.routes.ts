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
import { idempotencyKey } from '../../http/idempotency-key';
import { memberActions } from '../../http/member-action';
import { addAction, type ErrorStatus } from '../../http/route-action';
import type { GiftsService } from './gifts.service';

const tag = 'gifts';
const refusals: ErrorStatus[] = [400, 402, 404];

/** Gift subscriptions (payment host). */
export const giftsRoutes: FastifyPluginAsyncZod<{
  service: GiftsService;
  authenticate: preHandlerHookHandler;
  rateLimit: { max: number; timeWindow: string };
}> = async (app, { service, authenticate, rateLimit }) => {
  addAction(
    app,
    { tags: [tag], errors: [...refusals, 401] },
    'GET /v1/gifts/options',
    { response: GiftOptionsSchema },
    async () => service.options(),
  );

  const action = memberActions(app, { tag, refusals, authenticate, rateLimit });

  action('GET /v1/gifts', { response: GiftListSchema }, async ({ member }) => service.list(member.userId));

  action(
    'GET /v1/gifts/:id',
    { params: GiftParamsSchema, response: GiftSchema },
    async ({ member, params }) => service.get(member.userId, params.id),
  );

  action(
    'POST /v1/gifts',
    { limited: true, body: BuyGiftBodySchema, response: BuyGiftResultSchema },
    async ({ member, request, body }) => service.buy(member.userId, idempotencyKey(request), body),
  );

  action(
    'POST /v1/gifts/redeem',
    { limited: true, body: RedeemGiftBodySchema, response: RedeemGiftResultSchema },
    async ({ member, body }) => service.redeem(member.userId, body.code),
  );
};
