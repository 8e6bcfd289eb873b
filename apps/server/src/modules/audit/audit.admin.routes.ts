import { AuditPageSchema, AuditQuerySchema } from '@crewcast/contracts/audit';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleGuards } from '../../http/roles';
import type { AuditService } from './audit.service';

export const auditAdminRoutes: FastifyPluginAsyncZod<{
  service: AuditService;
  guards: ConsoleGuards;
}> = async (app, { service, guards }) => {
  app.get(
    '/v1/admin/audit',
    {
      onRequest: guards.staff,
      schema: {
        tags: ['admin: audit'],
        summary: 'Changes made through the console, newest first, filtered',
        querystring: AuditQuerySchema,
        response: {
          200: AuditPageSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request) => service.list(request.query),
  );
};
