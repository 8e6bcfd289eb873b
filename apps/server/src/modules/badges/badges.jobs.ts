import type { JobRunner } from '../../jobs/job-runner';
import type { BadgesService } from './badges.service';

export const ANNIVERSARY_JOB = 'grant-anniversary-badges';

/** Once a day: members whose subscription has run a year get the anniversary badge. */
export function defineBadgeJobs(jobs: JobRunner, service: BadgesService): void {
  jobs.define({
    name: ANNIVERSARY_JOB,
    cron: '23 3 * * *',
    handler: async () => void (await service.grantAnniversaries()),
  });
}
