import {
  AdminPlanListSchema,
  PlanIdParamsSchema,
  UpdatePlanBodySchema,
} from '@crewcast/contracts/console-billing';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member } from '../../http/auth';
import type { ConsoleGuards } from '../../http/roles';
import type { BillingAdminService } from './billing.admin.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/** Plans and prices: site-wide settings, for Official accounts only. */
export const billingAdminRoutes: FastifyPluginAsyncZod<{
  service: BillingAdminService;
  guards: ConsoleGuards;
}> = async (app, { service, guards }) => {
  for (const check of guards.official) app.addHook('onRequest', check);
  const tags = ['admin: billing'];

  app.get(
    '/v1/admin/billing/plans',
    {
      schema: {
        tags,
        summary: 'Every plan with its price, points, state and live subscriptions',
        response: { 200: AdminPlanListSchema, ...errors },
      },
    },
    async () => service.listPlans(),
  );

  app.put(
    '/v1/admin/billing/plans/:planId',
    {
      schema: {
        tags,
        summary: "Sets a plan's price (for new subscriptions only), Producer Points, state and Stripe price",
        params: PlanIdParamsSchema,
        body: UpdatePlanBodySchema,
        response: { 200: AdminPlanListSchema, ...errors },
      },
    },
    async (request) => service.updatePlan(member(request).userId, request.params.planId, request.body),
  );
};
