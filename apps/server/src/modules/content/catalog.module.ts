import path from 'node:path';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import type { MediaStorage } from '../../storage/media-storage';
import type { AuditService } from '../audit/audit.service';
import type { MediaService } from '../media/media.service';
import { UPLOADS_PATH } from '../media/uploads.admin.routes';
import { createVideoUploads } from '../media/video-uploads';
import { createCatalogRepository } from './catalog.repository';
import { createCatalogService } from './catalog.service';
import { createContentRepository } from './content.repository';
import { createCurationService } from './curation.service';

export const CLEAN_UP_UPLOADS_JOB = 'clean-up-unfinished-uploads';

/** The console's catalog, home curation and video uploads, wired together; uploads become episodes' videos. */
export function createCatalogModule(options: {
  db: Database;
  media: MediaService;
  storage: MediaStorage;
  audit: AuditService;
  jobs: JobRunner;
  dataDir: string;
  log: Logger;
}) {
  const { db, media, storage, audit, jobs, dataDir, log } = options;
  const repository = createCatalogRepository(db);
  const catalog = createCatalogService({
    db,
    repository,
    media,
    storage,
    audit,
    sourcesDir: path.join(dataDir, 'sources'),
  });
  const uploads = createVideoUploads({
    directory: path.join(dataDir, 'uploads'),
    path: UPLOADS_PATH,
    log,
    assertTarget: (mediaId) => catalog.assertUploadTarget(mediaId),
    onFinished: (actorId, mediaId, upload) => catalog.attachUpload(actorId, mediaId, upload),
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
