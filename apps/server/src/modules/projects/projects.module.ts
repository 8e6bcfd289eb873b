import { familyOpen } from '../account/account.module';
import { storedKeyPart, type BillingModule } from '../billing/billing.module';
import type { AuditModule } from '../audit/audit.module';
import type { ContentModule } from '../content/content.module';
import type { MediaModule } from '../media/media.module';
import { defineModule, type ModuleContext } from '../module';
import type { PointsModule } from '../points/points.module';
import { projectsAdminRoutes } from './projects.admin.routes';
import { defineProjectJobs } from './projects.jobs';
import { createProjectsRepository } from './projects.repository';
import { projectsRoutes } from './projects.routes';
import { createProjectsService } from './projects.service';

/** Greenlight: projects members back with points, in battles; a project's pitch video goes through media. */
export function createProjectsModule(
  deps: Pick<ModuleContext, 'db' | 'pool' | 'jobs' | 'events' | 'metrics'> & {
    points: PointsModule;
    billing: BillingModule;
    audit: AuditModule;
    media: MediaModule;
    content: ContentModule;
  },
) {
  const { db, jobs, events } = deps;
  const media = deps.media.service;
  const content = deps.content.service;
  const service = createProjectsService({
    db,
    repository: createProjectsRepository(db, deps.pool),
    points: deps.points.service,
    runOnce: deps.billing.service.runOnceInStatement,
    storedKeyPart,
    spendParts: deps.points.spendParts,
    sessionOpen: familyOpen,
    audit: deps.audit.service,
    events,
    jobs,
    storage: deps.media.storage,
    sourcesFor: (assetId) => media.sourcesFor(assetId),
    assetStatus: async (assetId) => (await media.status(assetId)).status,
    episodeAsset: async (mediaId) => (await content.findPlayable(mediaId)).assetId,
    assetFromUpload: (upload, attach) => media.createAssetFromUpload(upload, attach),
    assertMedia: async (mediaId) => void (await content.findMedia(mediaId)),
    assertSeason: async (seasonId) => void (await content.findSeason(seasonId)),
    metrics: deps.metrics,
  });
  defineProjectJobs(jobs, service);
  return defineModule({
    service,
    routes: async (app, { cache, authenticateToken }) =>
      void (await app.register(projectsRoutes, { service, cache, events, authenticateToken })),
    adminRoutes: async (app, { guards }) =>
      void (await app.register(projectsAdminRoutes, { service, guards })),
  });
}

export type ProjectsModule = ReturnType<typeof createProjectsModule>;
