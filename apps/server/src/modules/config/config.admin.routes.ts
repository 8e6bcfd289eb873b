import {
  SettingBodySchema,
  SettingKeyParamsSchema,
  SiteSettingsSchema,
  SiteThemeSchema,
  ThemeBodySchema,
} from '@crewcast/contracts/site';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { ConfigAdminService } from './config.admin.service';

const area: ConsoleArea = { role: 'official', tag: 'admin: site', refusals: [400, 404] };

/** Network settings, feature flags and the theme: site-wide, so for Official accounts alone. */
export const configAdminRoutes = consoleArea<{ service: ConfigAdminService }>(area, (action, { service }) => {
  action(
    'GET /v1/admin/site/settings',
    { summary: 'Every feature flag and setting, with its default', response: SiteSettingsSchema },
    async () => service.settings(),
  );

  action(
    'PUT /v1/admin/site/settings/:key',
    {
      summary: 'Changes one setting, checked as the remote config checks it',
      params: SettingKeyParamsSchema,
      body: SettingBodySchema,
      response: SiteSettingsSchema,
    },
    async ({ actor, params, body }) => service.changeSetting(actor.userId, params.key, body.value),
  );

  action(
    'GET /v1/admin/site/theme',
    { summary: 'The theme variables and their defaults', response: SiteThemeSchema },
    async () => service.theme(),
  );

  action(
    'PUT /v1/admin/site/theme',
    { summary: 'Saves every theme variable at once', body: ThemeBodySchema, response: SiteThemeSchema },
    async ({ actor, body }) => service.changeTheme(actor.userId, body.values),
  );
});
