import { FaqItemSchema, FaqQuerySchema } from '@crewcast/contracts/faq';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventBus } from '../../events';
import { createContentCache, type CacheSettings, CONTENT_CACHE_ROUTE } from '../../http/content-cache';
import type { FaqService } from './faq.service';

export const faqRoutes: FastifyPluginAsyncZod<{
  service: FaqService;
  cache: CacheSettings;
  events: EventBus;
}> = async (app, { service, cache, events }) => {
  const send = createContentCache({ contentType: 'application/json; charset=utf-8', ...cache });
  // A language without items shows the fallback language's, so any FAQ change may alter every answer.
  events.on('site.changed', ({ part }) => {
    if (part === 'faq' || part === 'localisation') send.clear();
  });

  app.get(
    '/v1/faq',
    {
      ...CONTENT_CACHE_ROUTE,
      schema: {
        tags: ['faq'],
        summary: 'Frequently asked questions',
        querystring: FaqQuerySchema,
        response: { 200: z.array(FaqItemSchema), 304: z.null() },
      },
    },
    async (request, reply) => {
      const { languageId } = request.query;
      return send(request, reply, `faq:${languageId ?? ''}`, async () =>
        JSON.stringify(await service.listItems(languageId)),
      );
    },
  );
};
