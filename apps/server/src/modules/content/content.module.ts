import path from 'node:path';
import type { AuditModule } from '../audit/audit.module';
import {
  createVideoUploads,
  UPLOADS_PATH,
  uploadsAdminRoutes,
  type MediaModule,
} from '../media/media.module';
import type { FinishedUpload } from '../media/video-uploads';
import { defineModule, type ModuleContext } from '../module';
import { catalogAdminRoutes } from './catalog.admin.routes';
import { createCatalogRepository } from './catalog.repository';
import { createCatalogService } from './catalog.service';
import { createContentRepository } from './content.repository';
import { contentRoutes } from './content.routes';
import { createContentService } from './content.service';
import { curationAdminRoutes } from './curation.admin.routes';
import { createCurationService } from './curation.service';

export { PICTURES } from './catalog.service';

export const CLEAN_UP_UPLOADS_JOB = 'clean-up-unfinished-uploads';

/** Where a Greenlight project's pitch video goes once uploaded (the projects service). */
export interface PitchVideos {
  assertVideoTarget: (projectId: string) => Promise<void>;
  attachVideo: (actorId: string, projectId: string, upload: FinishedUpload) => Promise<void>;
}

/**
 * The catalog members browse (`service`), and the console's catalog, home curation and video uploads wired
 * together; uploads become episodes' videos or Greenlight projects' pitches.
 */
export function createContentModule(
  options: Pick<ModuleContext, 'config' | 'db' | 'jobs' | 'log' | 'events'> & {
    media: MediaModule;
    audit: AuditModule;
    /** The projects module, built after this one. */
    projects: () => { service: PitchVideos };
  },
) {
  const { config, db, jobs, log, events, projects } = options;
  const { storage } = options.media;
  const media = options.media.service;
  const audit = options.audit.service;
  const service = createContentService(createContentRepository(db), events);
  const repository = createCatalogRepository(db);
  const catalog = createCatalogService({
    db,
    repository,
    media,
    storage,
    audit,
    events,
  });
  const uploads = createVideoUploads({
    directory: path.join(config.DATA_DIR, 'uploads'),
    path: UPLOADS_PATH,
    log,
    assertTarget: (target) =>
      target.kind === 'episode'
        ? catalog.assertUploadTarget(target.mediaId)
        : projects().service.assertVideoTarget(target.projectId),
    onFinished: (actorId, target, upload) =>
      target.kind === 'episode'
        ? catalog.attachUpload(actorId, target.mediaId, upload)
        : projects().service.attachVideo(actorId, target.projectId, upload),
  });
  jobs.define({
    name: CLEAN_UP_UPLOADS_JOB,
    cron: '29 * * * *',
    handler: async () => void (await uploads.cleanUpExpired()),
  });
  const curation = createCurationService({
    db,
    catalog: repository,
    content: createContentRepository(db),
    audit,
  });
  return defineModule({
    service,
    catalog,
    routes: async (app, { cache }) => void (await app.register(contentRoutes, { service, cache })),
    adminRoutes: async (app, { guards }) => {
      await app.register(catalogAdminRoutes, { service: catalog, guards });
      await app.register(uploadsAdminRoutes, { uploads, guards });
      await app.register(curationAdminRoutes, { service: curation, guards });
    },
    // After the job queue starts (main starts it before listening), before requests are served.
    start: () => uploads.resumeFinished(),
  });
}

export type ContentModule = ReturnType<typeof createContentModule>;
