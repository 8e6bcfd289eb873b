import { AuditPageSchema, AuditQuerySchema } from '@crewcast/contracts/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleActions } from '../../http/console-action';
import type { ConsoleGuards } from '../../http/roles';
import type { AuditService } from './audit.service';

export const auditAdminRoutes: FastifyPluginAsyncZod<{
  service: AuditService;
  guards: ConsoleGuards;
}> = async (app, { service, guards }) => {
  const action = consoleActions(app, { guards, role: 'staff', tags: ['admin: audit'], refusals: [400] });

  action(
    'GET /v1/admin/audit',
    {
      summary: 'Changes made through the console, newest first, filtered',
      query: AuditQuerySchema,
      response: AuditPageSchema,
    },
    async ({ query }) => service.list(query),
  );
};
