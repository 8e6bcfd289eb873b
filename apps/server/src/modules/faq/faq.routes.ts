import { FaqItemSchema, FaqQuerySchema } from '@crewcast/contracts/faq';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventBus } from '../../events';
import { asJson, cachedReads } from '../../http/cached-read';
import { createContentCache, type CacheSettings } from '../../http/content-cache';
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

  const read = cachedReads(app, 'faq', send);

  read(
    '/v1/faq',
    { summary: 'Frequently asked questions', query: FaqQuerySchema, response: z.array(FaqItemSchema) },
    ({ query: { languageId } }) => [`faq:${languageId ?? ''}`, asJson(() => service.listItems(languageId))],
  );
};
