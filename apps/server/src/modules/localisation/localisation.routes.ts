import {
  LanguageParamsSchema,
  LanguageSchema,
  TranslationStringSchema,
} from '@crewcast/contracts/localisation';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventBus } from '../../events';
import { createContentCache, type CacheSettings, CONTENT_CACHE_ROUTE } from '../../http/content-cache';
import type { LocalisationService } from './localisation.service';

export const localisationRoutes: FastifyPluginAsyncZod<{
  service: LocalisationService;
  cache: CacheSettings;
  events: EventBus;
}> = async (app, { service, cache, events }) => {
  const send = createContentCache({ contentType: 'application/json; charset=utf-8', ...cache });
  events.on('site.changed', ({ part }) => {
    if (part === 'localisation') send.clear();
  });

  app.get(
    '/v1/localisation',
    {
      ...CONTENT_CACHE_ROUTE,
      schema: {
        tags: ['localisation'],
        summary: 'Languages the site is offered in',
        response: { 200: z.array(LanguageSchema), 304: z.null() },
      },
    },
    async (request, reply) =>
      send(request, reply, 'languages', async () => JSON.stringify(await service.listLanguages())),
  );

  app.get(
    '/v1/localisation/:languageId',
    {
      ...CONTENT_CACHE_ROUTE,
      schema: {
        tags: ['localisation'],
        summary: 'Translation strings of one language, with the fallback language filling gaps',
        params: LanguageParamsSchema,
        response: { 200: z.array(TranslationStringSchema), 304: z.null(), 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { languageId } = request.params;
      return send(request, reply, `strings:${languageId}`, async () =>
        JSON.stringify(await service.getStrings(languageId)),
      );
    },
  );
};
