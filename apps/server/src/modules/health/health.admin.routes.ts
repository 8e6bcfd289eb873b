import { AdminHealthSchema, JobIdParamsSchema, JobRetriedSchema } from '@crewcast/contracts/health';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { HealthService } from './health.service';

const area: ConsoleArea = { role: 'official', tag: 'admin: health', refusals: [404, 409] };

/** The console's health page: what the server sees, and a failed job run again. Official accounts only. */
export const healthAdminRoutes = consoleArea<{ service: HealthService }>(area, (action, { service }) => {
  action(
    'GET /v1/admin/health',
    {
      summary:
        'ffmpeg, database, Redis, storage, mail, job queue, live ingest, realtime and the nodes, read now',
      response: AdminHealthSchema,
    },
    async () => service.report(),
  );

  action(
    'POST /v1/admin/health/jobs/:jobId/retry',
    {
      summary: 'Runs a failed job again now: one more attempt, or its next attempt without waiting',
      params: JobIdParamsSchema,
      response: JobRetriedSchema,
    },
    async ({ actor, params }) => service.retryJob(actor.userId, params.jobId),
  );
});
