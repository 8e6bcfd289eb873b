import { ErrorBodySchema } from '@crewcast/contracts/errors';
import {
  SettingBodySchema,
  SettingKeyParamsSchema,
  SiteSettingsSchema,
  SiteThemeSchema,
  ThemeBodySchema,
} from '@crewcast/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member } from '../../http/auth';
import type { ConsoleGuards } from '../../http/roles';
import type { ConfigAdminService } from './config.admin.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const tags = ['admin: site'];

/** Network settings, feature flags and the theme: site-wide, so for Official accounts alone. */
export const configAdminRoutes: FastifyPluginAsyncZod<{
  service: ConfigAdminService;
  guards: ConsoleGuards;
}> = async (app, { service, guards }) => {
  for (const check of guards.official) app.addHook('onRequest', check);

  app.get(
    '/v1/admin/site/settings',
    {
      schema: {
        tags,
        summary: 'Every feature flag and setting, with its default',
        response: { 200: SiteSettingsSchema, ...errors },
      },
    },
    async () => service.settings(),
  );

  app.put(
    '/v1/admin/site/settings/:key',
    {
      schema: {
        tags,
        summary: 'Changes one setting, checked as the remote config checks it',
        params: SettingKeyParamsSchema,
        body: SettingBodySchema,
        response: { 200: SiteSettingsSchema, ...errors },
      },
    },
    async (request) => service.changeSetting(member(request).userId, request.params.key, request.body.value),
  );

  app.get(
    '/v1/admin/site/theme',
    {
      schema: {
        tags,
        summary: 'The theme variables and their defaults',
        response: { 200: SiteThemeSchema, ...errors },
      },
    },
    async () => service.theme(),
  );

  app.put(
    '/v1/admin/site/theme',
    {
      schema: {
        tags,
        summary: 'Saves every theme variable at once',
        body: ThemeBodySchema,
        response: { 200: SiteThemeSchema, ...errors },
      },
    },
    async (request) => service.changeTheme(member(request).userId, request.body.values),
  );
};
