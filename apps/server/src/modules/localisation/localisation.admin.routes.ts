import { ErrorBodySchema } from '@crewcast/contracts/errors';
import { LanguageParamsSchema, TranslationStringSchema } from '@crewcast/contracts/localisation';
import {
  AdminLanguageListSchema,
  AdminLanguageSchema,
  AdminStringsQuerySchema,
  LanguageStringParamsSchema,
  NewLanguageBodySchema,
  StringTextBodySchema,
} from '@crewcast/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { member } from '../../http/auth';
import type { ConsoleGuards } from '../../http/roles';
import type { LocalisationAdminService } from './localisation.admin.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const tags = ['admin: site'];

/** Languages and translation strings: site-wide, so for Official accounts alone. */
export const localisationAdminRoutes: FastifyPluginAsyncZod<{
  service: LocalisationAdminService;
  guards: ConsoleGuards;
}> = async (app, { service, guards }) => {
  for (const check of guards.official) app.addHook('onRequest', check);

  app.get(
    '/v1/admin/site/languages',
    {
      schema: {
        tags,
        summary: 'Every language, with how many strings it has no translation for',
        response: { 200: AdminLanguageListSchema, ...errors },
      },
    },
    async () => ({ languages: await service.listLanguages() }),
  );

  app.post(
    '/v1/admin/site/languages',
    {
      schema: {
        tags,
        summary: 'Adds a language; until its strings are translated it shows the fallback text',
        body: NewLanguageBodySchema,
        response: { 200: AdminLanguageSchema, ...errors },
      },
    },
    async (request) => service.addLanguage(member(request).userId, request.body),
  );

  app.get(
    '/v1/admin/site/languages/:languageId/strings',
    {
      schema: {
        tags,
        summary: "A language's strings, filtered by whether they need translating and by text",
        params: LanguageParamsSchema,
        querystring: AdminStringsQuerySchema,
        response: { 200: z.object({ strings: z.array(TranslationStringSchema) }), ...errors },
      },
    },
    async (request) => ({ strings: await service.listStrings(request.params.languageId, request.query) }),
  );

  app.put(
    '/v1/admin/site/languages/:languageId/strings/:stringSlug',
    {
      schema: {
        tags,
        summary: "Sets a string's text in a language; the site shows it without a restart",
        params: LanguageStringParamsSchema,
        body: StringTextBodySchema,
        response: { 200: TranslationStringSchema, ...errors },
      },
    },
    async (request) =>
      service.setString(
        member(request).userId,
        request.params.languageId,
        request.params.stringSlug,
        request.body.text,
      ),
  );
};
