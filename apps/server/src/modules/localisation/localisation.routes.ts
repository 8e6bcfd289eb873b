import { LanguageParamsSchema, LanguageSchema, TranslationStringSchema } from '@crewcast/contracts/localisation';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCacheable } from '../../http/content-cache';
import type { LocalisationService } from './localisation.service';

const json = 'application/json; charset=utf-8';

export const localisationRoutes: FastifyPluginAsyncZod<{ service: LocalisationService; maxAge: number }> = async (
  app,
  { service, maxAge },
) => {
  app.get(
    '/v1/localisation',
    {
      schema: {
        tags: ['localisation'],
        summary: 'Languages the site is offered in',
        response: { 200: z.array(LanguageSchema), 304: z.null() },
      },
    },
    async (request, reply) =>
      sendCacheable(request, reply, JSON.stringify(await service.listLanguages()), { contentType: json, maxAge }),
  );

  app.get(
    '/v1/localisation/:languageId',
    {
      schema: {
        tags: ['localisation'],
        summary: 'Translation strings of one language, with the fallback language filling gaps',
        params: LanguageParamsSchema,
        response: { 200: z.array(TranslationStringSchema), 304: z.null(), 404: ErrorBodySchema },
      },
    },
    async (request, reply) =>
      sendCacheable(request, reply, JSON.stringify(await service.getStrings(request.params.languageId)), {
        contentType: json,
        maxAge,
      }),
  );
};
