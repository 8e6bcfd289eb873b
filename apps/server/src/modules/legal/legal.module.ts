import type { AuditModule } from '../audit/audit.module';
import { defineModule, type ModuleContext } from '../module';
import { legalAdminRoutes } from './legal.admin.routes';
import { createLegalAdminService } from './legal.admin.service';
import { createLegalRepository } from './legal.repository';
import { legalRoutes } from './legal.routes';
import { createLegalService } from './legal.service';

/** The legal documents members read and accept. */
export function createLegalModule({ db, audit }: Pick<ModuleContext, 'db'> & { audit: AuditModule }) {
  return defineModule({
    routes: async (app, { authenticate }) => {
      await app.register(legalRoutes, {
        service: createLegalService(createLegalRepository(db)),
        authenticate,
      });
    },
    adminRoutes: async (app, { guards }) => {
      await app.register(legalAdminRoutes, { service: createLegalAdminService(db, audit.service), guards });
    },
  });
}
