import type { AuditModule } from '../audit/audit.module';
import { defineModule, type ModuleContext } from '../module';
import { localisationAdminRoutes } from './localisation.admin.routes';
import { createLocalisationAdminService } from './localisation.admin.service';
import { createLocalisationRepository } from './localisation.repository';
import { localisationRoutes } from './localisation.routes';
import { createLocalisationService } from './localisation.service';

/** Languages and translated strings; `service` translates for other modules, `repository` lists languages. */
export function createLocalisationModule(
  deps: Pick<ModuleContext, 'db' | 'events'> & { audit: AuditModule },
) {
  const { db, events } = deps;
  const audit = deps.audit.service;
  const repository = createLocalisationRepository(db);
  const service = createLocalisationService(repository);
  return defineModule({
    service,
    repository,
    routes: async (app, { cache }) =>
      void (await app.register(localisationRoutes, { service, cache, events })),
    adminRoutes: async (app, { guards }) => {
      await app.register(localisationAdminRoutes, {
        service: createLocalisationAdminService({ db, localisation: service, audit, events }),
        guards,
      });
    },
  });
}

export type LocalisationModule = ReturnType<typeof createLocalisationModule>;
