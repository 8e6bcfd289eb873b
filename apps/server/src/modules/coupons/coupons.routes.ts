import {
  AppliedCouponListSchema,
  AppliedCouponSchema,
  ApplyCouponBodySchema,
  CouponSearchQuerySchema,
  CouponSearchResultSchema,
} from '@crewcast/contracts/coupons';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member } from '../../http/auth';
import type { BillingService } from '../billing/billing.service';
import type { CouponsService } from './coupons.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** Discount codes (SPEC section 7, user host). */
export const couponsRoutes: FastifyPluginAsyncZod<{
  coupons: CouponsService;
  billing: BillingService;
  authenticate: preHandlerHookHandler;
  rateLimit: { max: number; timeWindow: string };
}> = async (app, { coupons, billing, authenticate, rateLimit }) => {
  app.addHook('preHandler', authenticate);
  const tags = ['coupons'];

  app.get(
    '/v3/stripecoupon/subscription',
    { schema: { tags, response: { 200: AppliedCouponListSchema, ...errors } } },
    async (request) => {
      const subscription = await billing.current(member(request).userId);
      return subscription ? coupons.listApplied(subscription.id) : [];
    },
  );

  app.get(
    '/v3/stripecoupon',
    {
      config: { rateLimit },
      schema: {
        tags,
        querystring: CouponSearchQuerySchema,
        response: { 200: CouponSearchResultSchema, ...errors },
      },
    },
    async (request) => ({ coupon: await coupons.search(request.query.search) }),
  );

  app.post(
    '/v3/stripecoupon/coupon',
    {
      config: { rateLimit },
      schema: { tags, body: ApplyCouponBodySchema, response: { 200: AppliedCouponSchema, ...errors } },
    },
    async (request) =>
      billing.applyCoupon(member(request).userId, request.body.subscriptionId, request.body.coupon),
  );
};
