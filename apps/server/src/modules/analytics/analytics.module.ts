import type pg from 'pg';
import { defineModule, type ModuleContext } from '../module';
import { communityAnalyticsAdminRoutes } from './analytics-community.admin.routes';
import { createCommunityAnalyticsRepository } from './analytics-community.repository';
import { createCommunityAnalyticsService } from './analytics-community.service';
import { createLiveAnalyticsRepository } from './analytics-live.repository';
import { createLiveAnalyticsService } from './analytics-live.service';
import { analyticsAdminRoutes } from './analytics.admin.routes';
import { createMembersAnalyticsRepository } from './analytics-members.repository';
import { membersAnalyticsRoutes } from './analytics-members.routes';
import { createMembersAnalyticsService } from './analytics-members.service';
import { createAnalyticsRepository } from './analytics.repository';
import { createAnalyticsService } from './analytics.service';
import { createLiveViewerSampler } from './live-sampler';
import { createViewingBuffer } from './viewing-buffer';

export const VIEWING_ROLLUP_JOB = 'roll-up-viewing';
export const MEMBERS_ROLLUP_JOB = 'roll-up-members';

/**
 * The console's analytics: viewing gathered from the player's progress saves (heard as events, so the save path
 * only updates a map), folded each hour into daily rollups, and read over a period; and member figures (trials,
 * churn, recurring revenue, cohorts, gifts, coupons) read from billing's tables over whole months, the finished
 * months' figures stored each hour.
 */
export function createAnalyticsModule(
  deps: Pick<ModuleContext, 'config' | 'db' | 'jobs' | 'events' | 'log' | 'clock' | 'metrics'> & {
    pool: pg.Pool;
    /** The viewers of a livestream now, across nodes (the realtime gateway, built after the modules). */
    viewersOf: (livestreamId: string) => Promise<number>;
  },
) {
  const { config, db, clock } = deps;
  const repository = createAnalyticsRepository(db);
  const buffer = createViewingBuffer({ clock, log: deps.log, write: (rows) => repository.addViewing(rows) });
  deps.events.on('playback.progress', (save) => buffer.record(save));
  const service = createAnalyticsService({
    db,
    pool: deps.pool,
    repository,
    buffer,
    clock,
    rawDays: config.ANALYTICS_RAW_DAYS,
    creatorsSeeAll: config.ANALYTICS_CREATORS_SEE_ALL,
  });
  deps.jobs.define({
    name: VIEWING_ROLLUP_JOB,
    cron: '7 * * * *',
    handler: async () => void (await service.rollUp()),
  });
  deps.metrics.gauge(
    'crewcast_viewing_rollup_days_behind',
    'Finished days of viewing not yet folded into the daily rollups (above 1: the hourly rollup is failing)',
    [],
    async () => [{ value: await service.rollupDaysBehind() }],
  );
  const liveRepository = createLiveAnalyticsRepository(db, config.ANALYTICS_LIVE_SAMPLE_SECONDS);
  const live = createLiveAnalyticsService({
    repository: liveRepository,
    clock,
    creatorsSeeAll: config.ANALYTICS_CREATORS_SEE_ALL,
  });
  const sampler = createLiveViewerSampler({
    repository: liveRepository,
    viewersOf: deps.viewersOf,
    clock,
    intervalSeconds: config.ANALYTICS_LIVE_SAMPLE_SECONDS,
    log: deps.log,
  });
  deps.metrics.gauge(
    'crewcast_live_viewer_sample_age_seconds',
    'Seconds since the viewers of a live broadcast were last sampled (above a few intervals: no node samples them)',
    [],
    async () => [{ value: await live.sampleAge() }],
  );
  const community = createCommunityAnalyticsService({
    repository: createCommunityAnalyticsRepository(db),
    clock,
    creatorsSeeAll: config.ANALYTICS_CREATORS_SEE_ALL,
  });
  const members = createMembersAnalyticsService({
    repository: createMembersAnalyticsRepository(db),
    pool: deps.pool,
    clock,
  });
  deps.jobs.define({
    name: MEMBERS_ROLLUP_JOB,
    cron: '17 * * * *',
    handler: async () => void (await members.rollUp()),
  });
  let timer: NodeJS.Timeout | undefined;
  return defineModule({
    /** For the health page: whether the rollup and the live sampling keep up. */
    health: async () => ({
      rollupDaysBehind: await service.rollupDaysBehind(),
      liveSampleAgeSeconds: await live.sampleAge(),
      liveSampleSeconds: config.ANALYTICS_LIVE_SAMPLE_SECONDS,
    }),
    adminRoutes: async (app, { guards }) => {
      await app.register(analyticsAdminRoutes, { viewing: service, live, guards });
      await app.register(communityAnalyticsAdminRoutes, { service: community, guards });
      await app.register(membersAnalyticsRoutes, { service: members, guards });
    },
    start: async () => {
      timer = setInterval(() => void buffer.flush(), config.ANALYTICS_FLUSH_SECONDS * 1000);
      timer.unref();
      sampler.start();
    },
    close: async () => {
      clearInterval(timer);
      await sampler.stop();
      await buffer.flush();
    },
  });
}

export type AnalyticsModule = ReturnType<typeof createAnalyticsModule>;
