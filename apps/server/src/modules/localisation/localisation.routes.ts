import {
  LanguageParamsSchema,
  LanguageSchema,
  stringAreaOf,
  TranslationStringSchema,
  TranslationStringsQuerySchema,
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
        description:
          'With `area`, only the strings of that part of the site: `console` (slugs under `console.`) or `member`.',
        params: LanguageParamsSchema,
        querystring: TranslationStringsQuerySchema,
        response: {
          200: z.array(TranslationStringSchema),
          304: z.null(),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { languageId } = request.params;
      const { area } = request.query;
      return send(request, reply, `strings:${languageId}:${area ?? 'all'}`, async () => {
        const strings = await service.getStrings(languageId);
        return JSON.stringify(
          area ? strings.filter(({ stringSlug }) => stringAreaOf(stringSlug) === area) : strings,
        );
      });
    },
  );
};
