import { ErrorBodySchema } from '@crewcast/contracts/errors';
import {
  AdminLegalDocumentSchema,
  AdminLegalListSchema,
  PublishLegalBodySchema,
} from '@crewcast/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member } from '../../http/auth';
import type { ConsoleGuards } from '../../http/roles';
import type { LegalAdminService } from './legal.admin.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
const tags = ['admin: site'];

/** Legal documents every member accepts: site-wide, so for Official accounts alone. */
export const legalAdminRoutes: FastifyPluginAsyncZod<{
  service: LegalAdminService;
  guards: ConsoleGuards;
}> = async (app, { service, guards }) => {
  for (const check of guards.official) app.addHook('onRequest', check);

  app.get(
    '/v1/admin/site/legal',
    {
      schema: {
        tags,
        summary: 'Every version of every legal document, newest first, the ones in force marked',
        response: { 200: AdminLegalListSchema, ...errors },
      },
    },
    async () => ({ documents: await service.list() }),
  );

  app.post(
    '/v1/admin/site/legal',
    {
      schema: {
        tags,
        summary: 'Publishes a new version of a document type; members are asked to accept it if required',
        body: PublishLegalBodySchema,
        response: { 200: AdminLegalDocumentSchema, ...errors },
      },
    },
    async (request) => service.publish(member(request).userId, request.body),
  );
};
