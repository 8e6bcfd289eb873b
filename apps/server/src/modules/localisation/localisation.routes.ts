import {
  LanguageParamsSchema,
  LanguageSchema,
  stringAreaOf,
  TranslationStringSchema,
  TranslationStringsQuerySchema,
} from '@crewcast/contracts/localisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventBus } from '../../events';
import { asJson, cachedReads } from '../../http/cached-read';
import { createContentCache, type CacheSettings } from '../../http/content-cache';
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

  const read = cachedReads(app, 'localisation', send);

  read(
    '/v1/localisation',
    { summary: 'Languages the site is offered in', response: z.array(LanguageSchema) },
    () => ['languages', asJson(() => service.listLanguages())],
  );

  read(
    '/v1/localisation/:languageId',
    {
      summary: 'Translation strings of one language, with the fallback language filling gaps',
      description:
        'With `area`, only the strings of that part of the site: `console` (slugs under `console.`) or `member`.',
      params: LanguageParamsSchema,
      query: TranslationStringsQuerySchema,
      response: z.array(TranslationStringSchema),
      refusals: [400, 404],
    },
    ({ params: { languageId }, query: { area } }) => [
      `strings:${languageId}:${area ?? 'all'}`,
      asJson(async () => {
        const strings = await service.getStrings(languageId);
        return area ? strings.filter(({ stringSlug }) => stringAreaOf(stringSlug) === area) : strings;
      }),
    ],
  );
};
