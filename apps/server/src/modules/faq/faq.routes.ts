import { FaqItemSchema, FaqQuerySchema } from '@crewcast/contracts/faq';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCacheable } from '../../http/content-cache';
import type { FaqService } from './faq.service';

export const faqRoutes: FastifyPluginAsyncZod<{ service: FaqService; maxAge: number }> = async (
  app,
  { service, maxAge },
) => {
  app.get(
    '/v1/faq',
    {
      schema: {
        tags: ['faq'],
        summary: 'Frequently asked questions',
        querystring: FaqQuerySchema,
        response: { 200: z.array(FaqItemSchema), 304: z.null() },
      },
    },
    async (request, reply) =>
      sendCacheable(request, reply, JSON.stringify(await service.listItems(request.query.languageId)), {
        contentType: 'application/json; charset=utf-8',
        maxAge,
      }),
  );
};
