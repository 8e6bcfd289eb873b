import { DashboardSchema } from '@crewcast/contracts/console-dashboard';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleGuards } from '../../http/roles';
import type { DashboardService } from './dashboard.service';

/** The console's dashboard figures, for Official and Creator accounts. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<{
  service: DashboardService;
  guards: ConsoleGuards;
}> = async (app, { service, guards }) => {
  app.get(
    '/v1/admin/dashboard',
    {
      onRequest: guards.staff,
      schema: {
        tags: ['admin: dashboard'],
        summary: 'Subscribers, trials, cancellations and revenue by month; recent uploads; live viewers',
        response: { 200: DashboardSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => service.figures(),
  );
};
