import { createAppContext, type AppDependencies } from './app-context';
import { siteExtraSources } from './http/extra-sources';
import { createHttpApp } from './http/http-app';
import { createRouteKit } from './http/route-kit';
import { registerWebApp } from './http/web';
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
import { registerModules } from './modules/module';
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
import { defineDemoJobs } from './seed/demo-jobs';
import { relaySiteChanges } from './site-changes';

/**
 * The shared HTTP layer, then every module, each built after the modules it uses (one that needs a module built
 * after it takes `() => module` and calls it only once the app runs), then the realtime gateway, the modules'
 * routes and hooks, and the web app.
 */
export async function buildApp(dependencies: AppDependencies) {
  const { config, database, logger } = dependencies;
  const extraSources = siteExtraSources({
    connect: () => live.externalStreamOrigins(),
    script: () => siteConfig.castScriptOrigins(),
  });
  const app = await createHttpApp(config, logger, extraSources);
  const { context: core, jwtSecret, tokens } = await createAppContext(dependencies, app);

  const audit = createAuditModule(core);
  const siteConfig = createConfigModule({ ...core, audit, log: app.log });
  const siteChanges = await relaySiteChanges({ ...core, databaseUrl: database.url });
  app.addHook('onClose', () => siteChanges.close());
  extraSources.follow(core.events);
  const localisation = createLocalisationModule({ ...core, audit });
  const faq = createFaqModule({ ...core, localisation, audit });
  const legal = createLegalModule({ ...core, audit });
  const mail = createMailModule({ ...core, localisation });
  const integrity = await createIntegrityModule(core);
  const media = await createMediaModule({
    ...core,
    onReady: async (assetId, durationSeconds, thumbnail, tx, afterCommit) => {
      await content.service.markAssetReady(assetId, durationSeconds, thumbnail, tx, afterCommit);
      afterCommit.push(() => projects.service.pitchReady(assetId));
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
  const analytics = createAnalyticsModule({ ...core, viewersOf });
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
    audit,
    media,
    mail,
    live,
    analytics,
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
    ...core,
    server: app.server,
    authenticate: kit.sessionClaims,
    comments: comments.service,
    chat: chat.service,
    live: live.service,
  });
  app.addHook('preClose', () => realtime.close());

  // Routes register in this order (their close hooks run after the gateway's). The console's order is as it has
  // always been: the rate limiter appends its hook to the `kit.guards` arrays routes share, so a console route's
  // hooks depend on the console routes registered before it.
  // prettier-ignore
  await registerModules(app, kit, [
    health, audit, badges, siteConfig, legal, faq, localisation, billing, coupons, gifts, dashboard, content,
    linkPreviews, members, projects, chat, live, bingo, mail, integrity, media, points, patreon, devices, playback,
    watchLater, users, account, twoFactor, recommendations, comments, analytics, notifications,
  ]);
  await registerWebApp(app, config, linkPreviews.pageHeadOf);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
