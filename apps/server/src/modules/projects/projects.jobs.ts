import type { JobRunner } from '../../jobs/job-runner';
import { CLOSE_DUE_BATTLES_JOB, type ProjectsService } from './projects.service';

/**
 * Closing battles: a job is queued for each battle's end, and the same job runs every minute so a battle whose
 * end moved, or whose job was lost, still closes.
 */
export function defineProjectJobs(jobs: JobRunner, projects: ProjectsService): void {
  jobs.define({
    name: CLOSE_DUE_BATTLES_JOB,
    cron: '* * * * *',
    batchSize: 1,
    expireInSeconds: 120,
    handler: async () => void (await projects.closeDue()),
  });
}
