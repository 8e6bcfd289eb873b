import {
  AdminCouponListSchema,
  AdminCouponQuerySchema,
  AdminCouponSchema,
  CouponCodeParamsSchema,
  CouponDeletedSchema,
  CreateCouponBodySchema,
} from '@crewcast/contracts/console-billing';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member } from '../../http/auth';
import type { ConsoleGuards } from '../../http/roles';
import type { CouponsAdminService } from './coupons.admin.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/** Discount codes, for Official and Creator accounts. */
export const couponsAdminRoutes: FastifyPluginAsyncZod<{
  service: CouponsAdminService;
  guards: ConsoleGuards;
}> = async (app, { service, guards }) => {
  for (const check of guards.staff) app.addHook('onRequest', check);
  const tags = ['admin: billing'];

  app.get(
    '/v1/admin/coupons',
    {
      schema: {
        tags,
        summary: 'Discount codes with their redemptions so far, newest first',
        querystring: AdminCouponQuerySchema,
        response: { 200: AdminCouponListSchema, ...errors },
      },
    },
    async (request) => service.list(request.query.search),
  );

  app.post(
    '/v1/admin/coupons',
    {
      schema: {
        tags,
        summary: 'Creates a discount code',
        body: CreateCouponBodySchema,
        response: { 200: AdminCouponSchema, ...errors },
      },
    },
    async (request) => service.create(member(request).userId, request.body),
  );

  app.post(
    '/v1/admin/coupons/:code/deactivate',
    {
      schema: {
        tags,
        summary: 'Stops a discount code from being redeemed; discounts already given stay',
        params: CouponCodeParamsSchema,
        response: { 200: AdminCouponSchema, ...errors },
      },
    },
    async (request) => service.deactivate(member(request).userId, request.params.code),
  );

  app.post(
    '/v1/admin/coupons/:code/expire',
    {
      schema: {
        tags,
        summary: 'Makes a discount code expire now',
        params: CouponCodeParamsSchema,
        response: { 200: AdminCouponSchema, ...errors },
      },
    },
    async (request) => service.expire(member(request).userId, request.params.code),
  );

  app.delete(
    '/v1/admin/coupons/:code',
    {
      schema: {
        tags,
        summary: 'Deletes a discount code nobody has redeemed (a redeemed code is kept)',
        params: CouponCodeParamsSchema,
        response: { 200: CouponDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(member(request).userId, request.params.code);
      return { deleted: true as const };
    },
  );
};
