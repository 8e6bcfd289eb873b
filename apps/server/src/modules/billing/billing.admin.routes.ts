import {
  AdminDisputeListSchema,
  AdminPlanListSchema,
  PlanIdParamsSchema,
  ReconcileResultSchema,
  UpdatePlanBodySchema,
} from '@crewcast/contracts/console-billing';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { BillingAdminService } from './billing.admin.service';

const area: ConsoleArea = { role: 'official', tag: 'admin: billing', refusals: [400, 404, 409] };

/** Plans and prices: site-wide settings, for Official accounts only. */
export const billingAdminRoutes = consoleArea<{ service: BillingAdminService }>(
  area,
  (action, { service }) => {
    action(
      'GET /v1/admin/billing/plans',
      {
        summary: 'Every plan with its price, points, state and live subscriptions',
        response: AdminPlanListSchema,
      },
      async () => service.listPlans(),
    );

    action(
      'PUT /v1/admin/billing/plans/:planId',
      {
        summary: "Sets a plan's price (for new subscriptions only), Producer Points, state and Stripe price",
        params: PlanIdParamsSchema,
        body: UpdatePlanBodySchema,
        response: AdminPlanListSchema,
      },
      async ({ actor, params, body }) => service.updatePlan(actor.userId, params.planId, body),
    );

    action(
      'GET /v1/admin/billing/disputes',
      {
        summary: "Chargebacks of members' payments, newest first, with their state, amount and member",
        response: AdminDisputeListSchema,
      },
      async () => service.listDisputes(),
    );

    action(
      'POST /v1/admin/billing/reconcile',
      {
        summary:
          "Checks every live Stripe subscription against Stripe and applies Stripe's state where it differs",
        response: ReconcileResultSchema,
      },
      async ({ actor }) => service.reconcile(actor.userId),
    );
  },
);
