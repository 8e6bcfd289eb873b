import { ErrorBodySchema } from '@crewcast/contracts/errors';
import { FaqItemSchema } from '@crewcast/contracts/faq';
import {
  AdminFaqListSchema,
  AdminFaqQuerySchema,
  FaqItemBodySchema,
  FaqItemParamsSchema,
  FaqOrderBodySchema,
  NewFaqItemBodySchema,
} from '@crewcast/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { member } from '../../http/auth';
import type { ConsoleGuards } from '../../http/roles';
import type { FaqAdminService } from './faq.admin.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const tags = ['admin: site'];

/** The FAQ of each language, for Official and Creator accounts. */
export const faqAdminRoutes: FastifyPluginAsyncZod<{
  service: FaqAdminService;
  guards: ConsoleGuards;
}> = async (app, { service, guards }) => {
  for (const check of guards.staff) app.addHook('onRequest', check);

  app.get(
    '/v1/admin/site/faq',
    {
      schema: {
        tags,
        summary: "A language's own questions, in order",
        querystring: AdminFaqQuerySchema,
        response: { 200: AdminFaqListSchema, ...errors },
      },
    },
    async (request) => ({ items: await service.list(request.query.languageId) }),
  );

  app.post(
    '/v1/admin/site/faq',
    {
      schema: {
        tags,
        summary: 'Adds a question after the last one of its language',
        body: NewFaqItemBodySchema,
        response: { 200: FaqItemSchema, ...errors },
      },
    },
    async (request) => service.create(member(request).userId, request.body),
  );

  app.put(
    '/v1/admin/site/faq/order',
    {
      schema: {
        tags,
        summary: "Puts a language's questions in a new order",
        body: FaqOrderBodySchema,
        response: { 200: AdminFaqListSchema, ...errors },
      },
    },
    async (request) => ({ items: await service.reorder(member(request).userId, request.body) }),
  );

  app.put(
    '/v1/admin/site/faq/:itemId',
    {
      schema: {
        tags,
        summary: 'Changes a question and its answer',
        params: FaqItemParamsSchema,
        body: FaqItemBodySchema,
        response: { 200: FaqItemSchema, ...errors },
      },
    },
    async (request) => service.update(member(request).userId, request.params.itemId, request.body),
  );

  app.delete(
    '/v1/admin/site/faq/:itemId',
    {
      schema: {
        tags,
        summary: 'Removes a question (the audit log keeps its text)',
        params: FaqItemParamsSchema,
        response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await service.remove(member(request).userId, request.params.itemId);
      return { deleted: true as const };
    },
  );
};
