import { CAST_SENDER_URL } from '@crewcast/contracts/constants/cast';
import type { AuditModule } from '../audit/audit.module';
import { defineModule, type ModuleContext } from '../module';
import { configAdminRoutes } from './config.admin.routes';
import { createConfigAdminService } from './config.admin.service';
import { createConfigRepository } from './config.repository';
import { configRoutes } from './config.routes';
import { createConfigService } from './config.service';

/** The site's settings and theme; `service` reads them for other modules. */
export function createConfigModule(
  deps: Pick<ModuleContext, 'config' | 'db' | 'events'> & {
    audit: AuditModule;
    log: { warn(obj: object, msg: string): void };
  },
) {
  const { config, db, events } = deps;
  const audit = deps.audit.service;
  const service = createConfigService(createConfigRepository(db), deps.log, config.CONTENT_CACHE_TTL_MS);
  // A setting changed on any node is read afresh here at once (site-changes.ts hands changes between nodes).
  events.on('site.changed', ({ part }) => {
    if (part === 'remote-config') service.forget();
  });
  return defineModule({
    service,
    /** The origin of Google's Cast sender script while the site offers Chromecast, for the CSP's script-src. */
    castScriptOrigins: async (): Promise<string[]> => {
      try {
        return (await service.getRemoteConfig()).chromecast_enabled ? [new URL(CAST_SENDER_URL).origin] : [];
      } catch (error) {
        // This request's pages go without casting rather than fail; the next request reads the setting again.
        deps.log.warn({ err: error }, 'could not read whether Chromecast is on');
        return [];
      }
    },
    routes: async (app, { cache }) => void (await app.register(configRoutes, { service, cache, events })),
    adminRoutes: async (app, { guards }) => {
      await app.register(configAdminRoutes, {
        service: createConfigAdminService({ db, config: service, audit, events }),
        guards,
      });
    },
  });
}

export type ConfigModule = ReturnType<typeof createConfigModule>;
