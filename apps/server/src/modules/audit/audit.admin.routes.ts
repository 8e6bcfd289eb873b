import { AuditPageSchema, AuditQuerySchema } from '@crewcast/contracts/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { ConsoleGuards } from '../../http/roles';
import type { AuditService } from './audit.service';

const area: ConsoleArea = { role: 'staff', tag: 'admin: audit', refusals: [400] };

export const auditAdminRoutes: FastifyPluginAsyncZod<{
  service: AuditService;
  guards: ConsoleGuards;
}> = consoleArea(area, (action, { service }) => {
  action(
    'GET /v1/admin/audit',
    {
      summary: 'Changes made through the console, newest first, filtered',
      query: AuditQuerySchema,
      response: AuditPageSchema,
    },
    async ({ query }) => service.list(query),
  );
});
