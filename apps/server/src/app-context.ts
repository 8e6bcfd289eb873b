import type { Logger } from 'pino';
import type { Config } from './config';
import type { DatabaseConnection } from './db/client';
import { createEventBus } from './events';
import { createAccessTokens } from './http/access-tokens';
import type { HttpApp } from './http/http-app';
import type { JobRunner } from './jobs/job-runner';
import { createMetrics } from './metrics/metrics';
import { registerMetrics } from './metrics/metrics.routes';
import type { ModuleContext } from './modules/module';
import { resolveSecret } from './secrets';

export interface AppDependencies {
  config: Config;
  database: DatabaseConnection;
  /** The queue the app defines its jobs on; the caller starts it once the app is built. */
  jobs: JobRunner;
  logger: Logger;
  /** The time billing runs on; tests move it forward. */
  clock?: () => Date;
}

/**
 * What every module is built from (the configuration, database, job queue, event bus, clock and metrics, with
 * `/metrics` and the job queue's own series registered), and the access tokens the shared HTTP layer checks.
 */
export async function createAppContext(dependencies: AppDependencies, app: HttpApp) {
  const { config, database, jobs, logger, clock = () => new Date() } = dependencies;
  const metrics = createMetrics();
  registerMetrics(app, metrics, config.METRICS_TOKEN);
  jobs.onFailure((name) => metrics.jobFailed(name));
  metrics.gauge('crewcast_job_queue_jobs', 'Jobs waiting and running, by job', ['job', 'state'], async () =>
    (await jobs.overview()).flatMap((queue) => [
      { labels: { job: queue.name, state: 'waiting' }, value: queue.waiting },
      { labels: { job: queue.name, state: 'active' }, value: queue.active },
    ]),
  );
  const context: ModuleContext = {
    config,
    db: database.db,
    pool: database.pool,
    jobs,
    events: createEventBus(logger),
    log: logger,
    publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
    clock,
    metrics,
  };
  const jwtSecret = await resolveSecret(config.JWT_SECRET, config.DATA_DIR, 'jwt-secret');
  const tokens = createAccessTokens({
    secret: jwtSecret,
    ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    issuer: config.PUBLIC_URL,
  });
  return { context, jwtSecret, tokens };
}
