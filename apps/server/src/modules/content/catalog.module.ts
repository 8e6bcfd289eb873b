import path from 'node:path';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import type { MediaStorage } from '../../storage/media-storage';
import type { AuditService } from '../audit/audit.service';
import type { MediaService } from '../media/media.service';
import { UPLOADS_PATH } from '../media/uploads.admin.routes';
import { createVideoUploads, type FinishedUpload } from '../media/video-uploads';
import { createCatalogRepository } from './catalog.repository';
import { createCatalogService } from './catalog.service';
import { createContentRepository } from './content.repository';
import { createCurationService } from './curation.service';

export const CLEAN_UP_UPLOADS_JOB = 'clean-up-unfinished-uploads';

/** Where a Greenlight project's pitch video goes once uploaded (the projects service). */
export interface PitchVideos {
  assertVideoTarget: (projectId: string) => Promise<void>;
  attachVideo: (actorId: string, projectId: string, upload: FinishedUpload) => Promise<void>;
}

/**
 * The console's catalog, home curation and video uploads, wired together; uploads become episodes' videos or
 * Greenlight projects' pitches.
 */
export function createCatalogModule(options: {
  db: Database;
  media: MediaService;
  storage: MediaStorage;
  audit: AuditService;
  jobs: JobRunner;
  pitches: PitchVideos;
  dataDir: string;
  log: Logger;
}) {
  const { db, media, storage, audit, jobs, pitches, dataDir, log } = options;
  const repository = createCatalogRepository(db);
  const catalog = createCatalogService({
    db,
    repository,
    media,
    storage,
    audit,
  });
  const uploads = createVideoUploads({
    directory: path.join(dataDir, 'uploads'),
    path: UPLOADS_PATH,
    log,
    assertTarget: (target) =>
      target.kind === 'episode'
        ? catalog.assertUploadTarget(target.mediaId)
        : pitches.assertVideoTarget(target.projectId),
    onFinished: (actorId, target, upload) =>
      target.kind === 'episode'
        ? catalog.attachUpload(actorId, target.mediaId, upload)
        : pitches.attachVideo(actorId, target.projectId, upload),
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
  return { catalog, curation, uploads };
}
