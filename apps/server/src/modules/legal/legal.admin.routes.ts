import {
  AdminLegalDocumentSchema,
  AdminLegalListSchema,
  PublishLegalBodySchema,
} from '@crewcast/contracts/site';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { LegalAdminService } from './legal.admin.service';

const area: ConsoleArea = { role: 'official', tag: 'admin: site', refusals: [400] };

/** Legal documents every member accepts: site-wide, so for Official accounts alone. */
export const legalAdminRoutes = consoleArea<{ service: LegalAdminService }>(area, (action, { service }) => {
  action(
    'GET /v1/admin/site/legal',
    {
      summary: 'Every version of every legal document, newest first, the ones in force marked',
      response: AdminLegalListSchema,
    },
    async () => ({ documents: await service.list() }),
  );

  action(
    'POST /v1/admin/site/legal',
    {
      summary: 'Publishes a new version of a document type; members are asked to accept it if required',
      body: PublishLegalBodySchema,
      response: AdminLegalDocumentSchema,
    },
    async ({ actor, body }) => service.publish(actor.userId, body),
  );
});
