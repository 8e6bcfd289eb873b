import {
  AdminCouponListSchema,
  AdminCouponQuerySchema,
  AdminCouponSchema,
  CouponCodeParamsSchema,
  CouponDeletedSchema,
  CreateCouponBodySchema,
} from '@crewcast/contracts/console-billing';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { CouponsAdminService } from './coupons.admin.service';

const area: ConsoleArea = { role: 'staff', tag: 'admin: billing', refusals: [400, 404, 409] };

/** Discount codes, for Official and Creator accounts. */
export const couponsAdminRoutes = consoleArea<{ service: CouponsAdminService }>(
  area,
  (action, { service }) => {
    action(
      'GET /v1/admin/coupons',
      {
        summary: 'Discount codes with their redemptions so far, newest first',
        query: AdminCouponQuerySchema,
        response: AdminCouponListSchema,
      },
      async ({ query }) => service.list(query.search),
    );

    action(
      'POST /v1/admin/coupons',
      { summary: 'Creates a discount code', body: CreateCouponBodySchema, response: AdminCouponSchema },
      async ({ actor, body }) => service.create(actor.userId, body),
    );

    action(
      'POST /v1/admin/coupons/:code/deactivate',
      {
        summary: 'Stops a discount code from being redeemed; discounts already given stay',
        params: CouponCodeParamsSchema,
        response: AdminCouponSchema,
      },
      async ({ actor, params }) => service.deactivate(actor.userId, params.code),
    );

    action(
      'POST /v1/admin/coupons/:code/expire',
      {
        summary: 'Makes a discount code expire now',
        params: CouponCodeParamsSchema,
        response: AdminCouponSchema,
      },
      async ({ actor, params }) => service.expire(actor.userId, params.code),
    );

    action(
      'DELETE /v1/admin/coupons/:code',
      {
        summary: 'Deletes a discount code nobody has redeemed (a redeemed code is kept)',
        params: CouponCodeParamsSchema,
        response: CouponDeletedSchema,
      },
      async ({ actor, params }) => {
        await service.remove(actor.userId, params.code);
        return { deleted: true as const };
      },
    );
  },
);
