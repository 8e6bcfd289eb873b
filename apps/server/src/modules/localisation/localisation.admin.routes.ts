import { LanguageParamsSchema, TranslationStringSchema } from '@crewcast/contracts/localisation';
import {
  AdminLanguageListSchema,
  AdminLanguageSchema,
  AdminStringsQuerySchema,
  LanguageStringParamsSchema,
  NewLanguageBodySchema,
  StringTextBodySchema,
} from '@crewcast/contracts/site';
import { z } from 'zod';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { LocalisationAdminService } from './localisation.admin.service';

const area: ConsoleArea = { role: 'official', tag: 'admin: site', refusals: [400, 404, 409] };

/** Languages and translation strings: site-wide, so for Official accounts alone. */
export const localisationAdminRoutes = consoleArea<{ service: LocalisationAdminService }>(
  area,
  (action, { service }) => {
    action(
      'GET /v1/admin/site/languages',
      {
        summary: 'Every language, with how many strings it has no translation for',
        response: AdminLanguageListSchema,
      },
      async () => ({ languages: await service.listLanguages() }),
    );

    action(
      'POST /v1/admin/site/languages',
      {
        summary: 'Adds a language; until its strings are translated it shows the fallback text',
        body: NewLanguageBodySchema,
        response: AdminLanguageSchema,
      },
      async ({ actor, body }) => service.addLanguage(actor.userId, body),
    );

    action(
      'GET /v1/admin/site/languages/:languageId/strings',
      {
        summary: "A language's strings, filtered by whether they need translating and by text",
        params: LanguageParamsSchema,
        query: AdminStringsQuerySchema,
        response: z.object({ strings: z.array(TranslationStringSchema) }),
      },
      async ({ params, query }) => ({ strings: await service.listStrings(params.languageId, query) }),
    );

    action(
      'PUT /v1/admin/site/languages/:languageId/strings/:stringSlug',
      {
        summary: "Sets a string's text in a language; the site shows it without a restart",
        params: LanguageStringParamsSchema,
        body: StringTextBodySchema,
        response: TranslationStringSchema,
      },
      async ({ actor, params, body }) =>
        service.setString(actor.userId, params.languageId, params.stringSlug, body.text),
    );
  },
);
