import type { BillingModule } from '../billing/billing.module';
import type { ContentModule } from '../content/content.module';
import type { LiveModule } from '../live/live.module';
import type { MediaModule } from '../media/media.module';
import { defineModule, type ModuleContext } from '../module';
import type { ProjectsModule } from '../projects/projects.module';
import { dashboardAdminRoutes } from './dashboard.admin.routes';
import { createDashboardService } from './dashboard.service';

/** The console's first page: this month's figures, recent uploads and what is live. */
export function createDashboardModule(
  deps: Pick<ModuleContext, 'clock'> & {
    billing: BillingModule;
    media: MediaModule;
    projects: ProjectsModule;
    content: ContentModule;
    live: LiveModule;
    /** Viewers of a livestream now (the realtime gateway, built after the modules). */
    viewersOf: (livestreamId: string) => Promise<number>;
  },
) {
  const projects = deps.projects.service;
  const content = deps.content.service;
  return defineModule({
    adminRoutes: async (app, { guards }) => {
      await app.register(dashboardAdminRoutes, {
        service: createDashboardService({
          billing: deps.billing.admin,
          media: deps.media.service,
          titlesByAsset: async (assetIds) =>
            new Map([
              ...(await projects.titlesByAsset(assetIds)),
              ...(await content.titlesByAsset(assetIds)),
            ]),
          live: deps.live.service,
          viewersOf: deps.viewersOf,
          clock: deps.clock,
        }),
        guards,
      });
    },
  });
}
