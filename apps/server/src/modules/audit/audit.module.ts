import { defineModule, type ModuleContext } from '../module';
import { auditAdminRoutes } from './audit.admin.routes';
import { createAuditService } from './audit.service';

export { auditedChange } from './audit.service';

/** The console's audit log: other modules record their changes through `service`. */
export function createAuditModule({ db }: Pick<ModuleContext, 'db'>) {
  const service = createAuditService(db);
  return defineModule({
    service,
    adminRoutes: async (app, { guards }) => void (await app.register(auditAdminRoutes, { service, guards })),
  });
}

export type AuditModule = ReturnType<typeof createAuditModule>;
