import { ErrorBodySchema } from '@crewcast/contracts/errors';
import { AcceptLegalBodySchema, LegalDocumentSchema, LegalTypeParamsSchema } from '@crewcast/contracts/legal';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { member } from '../../http/auth';
import type { LegalService } from './legal.service';

const DocumentsSchema = z.array(LegalDocumentSchema);

export const legalRoutes: FastifyPluginAsyncZod<{
  service: LegalService;
  authenticate: preHandlerHookHandler;
}> = async (app, { service, authenticate }) => {
  app.get(
    '/v1/legaldocuments',
    { schema: { tags: ['legal'], summary: 'Every document in force', response: { 200: DocumentsSchema } } },
    async () => service.listLatest(),
  );

  app.get(
    '/v1/legaldocuments/types',
    { schema: { tags: ['legal'], response: { 200: z.array(z.string()) } } },
    async () => service.listTypes(),
  );

  app.get(
    '/v1/legaldocuments/latest',
    {
      preHandler: authenticate,
      schema: {
        tags: ['legal'],
        summary: 'Required documents in force that the member has not accepted',
        response: { 200: DocumentsSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => service.listMissing(member(request).userId),
  );

  app.get(
    '/v1/legaldocuments/:type',
    {
      schema: {
        tags: ['legal'],
        params: LegalTypeParamsSchema,
        response: { 200: LegalDocumentSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => service.getLatest(request.params.type),
  );

  app.post(
    '/v1/legaldocuments/accept',
    {
      preHandler: authenticate,
      schema: {
        tags: ['legal'],
        summary: 'Accept documents in force; answers with what is still missing',
        body: AcceptLegalBodySchema,
        response: { 200: DocumentsSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => service.accept(member(request).userId, request.body.documentIds),
  );
};
