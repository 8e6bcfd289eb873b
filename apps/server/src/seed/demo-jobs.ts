import path from 'node:path';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import type { JobRunner } from '../jobs/job-runner';
import type { ContentModule } from '../modules/content/content.module';
import type { MediaModule } from '../modules/media/media.module';
import type { ProjectsModule } from '../modules/projects/projects.module';
import { defineDemoCatalogJob } from './demo-catalog';
import { defineDemoGreenlightJob } from './demo-greenlight';

/** The jobs that fill a demo site with a catalog and a Greenlight battle, from videos under DATA_DIR/demo-sources. */
export function defineDemoJobs(options: {
  config: Config;
  db: Executor;
  clock: () => Date;
  jobs: JobRunner;
  content: ContentModule;
  media: MediaModule;
  projects: ProjectsModule;
}): void {
  const { jobs, media } = options;
  const demo = {
    jobs,
    content: options.content.service,
    media: media.service,
    storage: media.storage,
    binaries: media.binaries,
    sourceDir: path.join(options.config.DATA_DIR, 'demo-sources'),
  };
  defineDemoCatalogJob({ ...demo, db: options.db, clock: options.clock });
  defineDemoGreenlightJob({ ...demo, projects: options.projects.service });
}
