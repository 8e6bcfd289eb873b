import type { Logger } from 'pino';
import type { Config } from './config';
import type { DatabaseConnection } from './db/client';
import { createEventBus } from './events';
import { createAccessTokens } from './http/access-tokens';
import { createHttpApp } from './http/http-app';
import { createMetrics } from './metrics/metrics';
import { registerMetrics } from './metrics/metrics.routes';
import { createRouteKit } from './http/route-kit';
import { registerWebApp } from './http/web';
import type { JobRunner } from './jobs/job-runner';
import { createAccountModule } from './modules/account/account.module';
import { createAuditModule } from './modules/audit/audit.module';
import { createBadgesModule } from './modules/badges/badges.module';
import { createBillingModule } from './modules/billing/billing.module';
import { createBingoModule } from './modules/bingo/bingo.module';
import { createChatModule } from './modules/chat/chat.module';
import { createCommentsModule } from './modules/comments/comments.module';
import { createConfigModule } from './modules/config/config.module';
import { createContentModule } from './modules/content/content.module';
import { createLinkPreviewsModule } from './modules/link-previews/link-previews.module';
import { createCouponsModule } from './modules/coupons/coupons.module';
import { createAnalyticsModule } from './modules/analytics/analytics.module';
import { createDashboardModule } from './modules/dashboard/dashboard.module';
import { createDevicesModule } from './modules/devices/devices.module';
import { createFaqModule } from './modules/faq/faq.module';
import { createGiftsModule } from './modules/gifts/gifts.module';
import { createHealthModule } from './modules/health/health.module';
import { createIntegrityModule } from './modules/integrity/integrity.module';
import { createLegalModule } from './modules/legal/legal.module';
import { createLiveModule } from './modules/live/live.module';
import { createLocalisationModule } from './modules/localisation/localisation.module';
import { createMailModule } from './modules/mail/mail.module';
import { createMediaModule } from './modules/media/media.module';
import { createMembersModule } from './modules/members/members.module';
import type { AppModule } from './modules/module';
import { createNotificationsModule } from './modules/notifications/notifications.module';
import { createPatreonModule } from './modules/patreon/patreon.module';
import { createPlaybackModule } from './modules/playback/playback.module';
import { createPointsModule } from './modules/points/points.module';
import { createProjectsModule } from './modules/projects/projects.module';
import { createRecommendationsModule } from './modules/recommendations/recommendations.module';
import { createTwoFactorModule } from './modules/two-factor/two-factor.module';
import { createUsersModule } from './modules/users/users.module';
import { createWatchLaterModule } from './modules/watch-later/watch-later.module';
import { createRealtimeGateway } from './realtime/gateway';
import { resolveSecret } from './secrets';
import { defineDemoJobs } from './seed/demo-jobs';
import { relaySiteChanges } from './site-changes';

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
 * The shared HTTP layer, then every module, each built after the modules it uses (one that needs a module built
 * after it takes `() => module` and calls it only once the app runs), then the realtime gateway, the modules'
 * routes and hooks, and the web app.
 */
export async function buildApp(dependencies: AppDependencies) {
  const { config, database, jobs, logger, clock = () => new Date() } = dependencies;
  // What the CSP allows beyond the configured hosts: the external livestreams' origins and the Cast sender's,
  // asked of the modules built below once requests arrive.
  const app = await createHttpApp(config, logger, async () => {
    const [connect, script] = await Promise.all([
      live.externalStreamOrigins(),
      siteConfig.castScriptOrigins(),
    ]);
    return { connect, script };
  });
  const { db, pool } = database;
  const events = createEventBus(logger);
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  const metrics = createMetrics();
  registerMetrics(app, metrics, config.METRICS_TOKEN);
  jobs.onFailure((name) => metrics.jobFailed(name));
  metrics.gauge('crewcast_job_queue_jobs', 'Jobs waiting and running, by job', ['job', 'state'], async () =>
    (await jobs.overview()).flatMap((queue) => [
      { labels: { job: queue.name, state: 'waiting' }, value: queue.waiting },
      { labels: { job: queue.name, state: 'active' }, value: queue.active },
    ]),
  );
  const core = { config, db, jobs, events, log: logger, publicUrl, clock, metrics };
  const jwtSecret = await resolveSecret(config.JWT_SECRET, config.DATA_DIR, 'jwt-secret');
  const tokens = createAccessTokens({
    secret: jwtSecret,
    ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    issuer: config.PUBLIC_URL,
  });

  const audit = createAuditModule(core);
  const siteConfig = createConfigModule({ ...core, audit, log: app.log });
  const siteChanges = await relaySiteChanges({ databaseUrl: database.url, pool, events, log: logger });
  app.addHook('onClose', () => siteChanges.close());
  const localisation = createLocalisationModule({ ...core, audit });
  const faq = createFaqModule({ ...core, localisation, audit });
  const legal = createLegalModule({ ...core, audit });
  const mail = createMailModule({ ...core, localisation });
  const integrity = await createIntegrityModule(core);
  const media = await createMediaModule({
    ...core,
    onReady: async (assetId, durationSeconds, thumbnail) => {
      await content.service.markAssetReady(assetId, durationSeconds, thumbnail);
      await projects.service.pitchReady(assetId);
    },
  });
  const content = createContentModule({ ...core, media, audit, projects: () => projects });
  const linkPreviews = createLinkPreviewsModule({ ...core, content, localisation, siteConfig });
  const points = createPointsModule(core);
  const coupons = createCouponsModule({ ...core, audit, billing: () => billing });
  const badges = await createBadgesModule({
    ...core,
    media,
    audit,
    users: () => users,
    billing: () => billing,
  });
  const billing = createBillingModule({
    ...core,
    pool,
    siteConfig,
    points,
    badges,
    coupons,
    audit,
    mail,
    users: () => users,
    gifts: () => gifts,
  });
  const gifts = createGiftsModule({ ...core, billing, mail, users: () => users });
  const patreon = await createPatreonModule({ ...core, siteConfig, billing });
  const devices = createDevicesModule({ ...core, siteConfig, account: () => account });
  const playback = createPlaybackModule({
    ...core,
    content,
    media,
    devices,
    patreon,
    account: () => account,
  });
  const watchLater = createWatchLaterModule({ ...core, content });
  const users = createUsersModule({
    ...core,
    jwtSecret,
    siteConfig,
    points,
    billing,
    patreon,
    playback,
    watchLater,
    badges,
  });
  const account = createAccountModule({
    ...core,
    tokens,
    users,
    devices,
    mail,
    integrity,
    twoFactor: () => twoFactor,
  });
  const twoFactor = createTwoFactorModule({ ...core, users, siteConfig, account });
  const recommendations = createRecommendationsModule({ ...core, content, playback });
  const viewersOf = (livestreamId: string) => realtime.viewers(livestreamId);
  const live = await createLiveModule({
    ...core,
    audit,
    media,
    patreon,
    content,
    chat: () => chat,
    viewersOf,
  });
  const chat = createChatModule({ ...core, live, users, audit });
  const comments = createCommentsModule({ ...core, content, users, chat });
  const bingo = createBingoModule({ ...core, media, audit, live, chat, localisation, users });
  const projects = createProjectsModule({ ...core, points, billing, audit, media, content });
  const analytics = createAnalyticsModule({ ...core, pool, viewersOf });
  const notifications = await createNotificationsModule({
    ...core,
    jwtSecret,
    mail,
    localisation,
    content,
    live,
    projects,
  });
  const dashboard = createDashboardModule({ ...core, billing, media, projects, content, live, viewersOf });
  const members = createMembersModule({ ...core, users, account, billing, points, devices, badges, audit });
  const health = createHealthModule({
    ...core,
    pool,
    audit,
    media,
    mail,
    live,
    realtime: () => realtime.local(),
  });
  defineDemoJobs({ ...core, content, media, projects });

  const kit = createRouteKit({
    config,
    tokens,
    isSessionActive: (claims) => account.service.isSessionActive(claims),
    assertConsoleAccess: (claims) => twoFactor.service.assertConsoleAccess(claims),
  });
  const realtime = await createRealtimeGateway({
    server: app.server,
    config,
    authenticate: kit.sessionClaims,
    events,
    comments: comments.service,
    chat: chat.service,
    live: live.service,
    metrics,
    log: logger,
  });
  app.addHook('preClose', () => realtime.close());

  // Routes register in this order, every public route before any console route; start hooks run in it once the
  // app is ready, close hooks as it closes (after the gateway's). The console's order is as it has always been:
  // the rate limiter appends its hook to the `kit.guards` arrays routes share, so a console route's hooks depend
  // on the console routes registered before it.
  // prettier-ignore
  const modules: AppModule[] = [
    health, audit, badges, siteConfig, legal, faq, localisation, billing, coupons, gifts, dashboard, content,
    linkPreviews, members, projects, chat, live, bingo, mail, integrity, media, points, patreon, devices, playback,
    watchLater, users, account, twoFactor, recommendations, comments, analytics, notifications,
  ];
  for (const module of modules) await module.routes?.(app, kit);
  for (const module of modules) await module.adminRoutes?.(app, kit);
  for (const { start } of modules) if (start) app.addHook('onReady', start);
  for (const { close } of modules) if (close) app.addHook('preClose', close);
  await registerWebApp(app, config, linkPreviews.pageHeadOf);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
