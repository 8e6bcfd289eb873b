import { AuditPageSchema, AuditQuerySchema } from '@crewcast/contracts/audit';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { AuditService } from './audit.service';

const area: ConsoleArea = { role: 'staff', tag: 'admin: audit', refusals: [400] };

export const auditAdminRoutes = consoleArea<{ service: AuditService }>(area, (action, { service }) => {
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
