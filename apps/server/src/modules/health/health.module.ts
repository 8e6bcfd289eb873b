import type { AnalyticsModule } from '../analytics/analytics.module';
import type { AuditModule } from '../audit/audit.module';
import type { LiveModule } from '../live/live.module';
import type { MailModule } from '../mail/mail.module';
import type { MediaModule } from '../media/media.module';
import { defineModule, type ModuleContext } from '../module';
import { healthAdminRoutes } from './health.admin.routes';
import { healthRoutes } from './health.routes';
import { createHealthService } from './health.service';

/** The liveness and readiness checks, and the console's health page (for Official accounts). */
export function createHealthModule(
  deps: Pick<ModuleContext, 'config' | 'db' | 'pool' | 'jobs'> & {
    audit: AuditModule;
    media: MediaModule;
    mail: MailModule;
    live: LiveModule;
    analytics: AnalyticsModule;
    /** This node's realtime connections (the gateway is built after the modules). */
    realtime: () => { sockets: number; rooms: number };
  },
) {
  const { pool } = deps;
  const service = createHealthService({
    config: deps.config,
    db: deps.db,
    jobs: deps.jobs,
    audit: deps.audit.service,
    binaries: deps.media.binaries,
    mail: deps.mail.deliveries,
    live: deps.live.ingestStatus,
    analytics: deps.analytics.health,
    realtime: deps.realtime,
  });
  return defineModule({
    routes: async (app) => void (await app.register(healthRoutes, { pool })),
    adminRoutes: async (app, { guards }) => void (await app.register(healthAdminRoutes, { service, guards })),
  });
}
