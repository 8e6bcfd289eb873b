import type { AuditModule } from '../audit/audit.module';
import type { LocalisationModule } from '../localisation/localisation.module';
import { defineModule, type ModuleContext } from '../module';
import { faqAdminRoutes } from './faq.admin.routes';
import { createFaqAdminService } from './faq.admin.service';
import { createFaqRepository } from './faq.repository';
import { faqRoutes } from './faq.routes';
import { createFaqService } from './faq.service';

/** The help pages' questions, in every language. */
export function createFaqModule(
  deps: Pick<ModuleContext, 'db' | 'events'> & { localisation: LocalisationModule; audit: AuditModule },
) {
  const { db, events } = deps;
  const languages = deps.localisation.repository;
  const audit = deps.audit.service;
  return defineModule({
    routes: async (app, { cache }) => {
      await app.register(faqRoutes, {
        service: createFaqService(createFaqRepository(db), languages),
        cache,
        events,
      });
    },
    adminRoutes: async (app, { guards }) => {
      await app.register(faqAdminRoutes, {
        service: createFaqAdminService({ db, languages, audit, events }),
        guards,
      });
    },
  });
}
