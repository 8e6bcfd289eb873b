import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { DatabaseConnection } from './db/client';
import { registerCompression } from './http/compression';
import {
  createAuthenticate,
  createOptionalAuthenticate,
  createSessionClaims,
  createTokenAuthenticate,
} from './http/auth';
import { registerErrorHandling } from './http/errors';
import { requestLogging } from './http/request-logging';
import { registerSecurity, trustedProxies } from './http/security';
import { registerStorableTextGuard } from './http/storable-text';
import { registerWebApp } from './http/web';
import type { JobRunner } from './jobs/job-runner';
import { accountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { createSignInProviders } from './modules/account/sign-in-providers';
import { createAccessTokens } from './modules/account/tokens';
import { configRoutes } from './modules/config/config.routes';
import { contentRoutes } from './modules/content/content.routes';
import { createContentRepository } from './modules/content/content.repository';
import { createContentService } from './modules/content/content.service';
import { createConfigRepository } from './modules/config/config.repository';
import { createConfigService } from './modules/config/config.service';
import { devicesRoutes } from './modules/devices/devices.routes';
import { createDevicesService } from './modules/devices/devices.service';
import { faqRoutes } from './modules/faq/faq.routes';
import { createFaqRepository } from './modules/faq/faq.repository';
import { createFaqService } from './modules/faq/faq.service';
import { healthRoutes } from './modules/health/health.routes';
import { playbackRoutes } from './modules/playback/playback.routes';
import { createPlaybackRepository } from './modules/playback/playback.repository';
import { createPlaybackService } from './modules/playback/playback.service';
import { recommendationsRoutes } from './modules/recommendations/recommendations.routes';
import { createRecommendationsService } from './modules/recommendations/recommendations.service';
import { createWatchRankings } from './modules/recommendations/watch-rankings';
import { relaySiteChanges } from './site-changes';
import { createIntegrityService } from './modules/integrity/integrity.service';
import { legalRoutes } from './modules/legal/legal.routes';
import { createLegalRepository } from './modules/legal/legal.repository';
import { createLegalService } from './modules/legal/legal.service';
import { localisationRoutes } from './modules/localisation/localisation.routes';
import { createLocalisationRepository } from './modules/localisation/localisation.repository';
import { createLocalisationService } from './modules/localisation/localisation.service';
import { createMailService } from './modules/mail/mail.service';
import { createMailer } from './modules/mail/mailer';
import { createMediaModule } from './modules/media/media.module';
import { imageRoutes, mediaRoutes } from './modules/media/media.routes';
import { createPlaybackAccess } from './modules/playback/playback-access';
import { playbackSessionsRoutes } from './modules/playback/playback-sessions.routes';
import { createPlaybackSessionsService } from './modules/playback/playback-sessions.service';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { badgesAdminRoutes } from './modules/badges/badges.admin.routes';
import { defineBadgeJobs } from './modules/badges/badges.jobs';
import { badgesRoutes } from './modules/badges/badges.routes';
import { createBadgesService } from './modules/badges/badges.service';
import { bingoAdminRoutes } from './modules/bingo/bingo.admin.routes';
import { bingoRoutes } from './modules/bingo/bingo.routes';
import { createBingoService } from './modules/bingo/bingo.service';
import { billingRoutes } from './modules/billing/billing.routes';
import { createBillingService } from './modules/billing/billing.service';
import { createPaymentProvider } from './modules/billing/create-payment-provider';
import { createStripeEvents } from './modules/billing/stripe-events';
import { stripeClientOf } from './modules/billing/stripe-provider';
import { stripeWebhookRoutes } from './modules/billing/stripe-webhook.routes';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { createCouponsService } from './modules/coupons/coupons.service';
import { giftsRoutes } from './modules/gifts/gifts.routes';
import { createGiftsService } from './modules/gifts/gifts.service';
import { patreonRoutes } from './modules/patreon/patreon.routes';
import { createPatreonService, patreonSettings } from './modules/patreon/patreon.service';
import { pointsRoutes } from './modules/points/points.routes';
import { projectsAdminRoutes } from './modules/projects/projects.admin.routes';
import { defineProjectJobs } from './modules/projects/projects.jobs';
import { createProjectsRepository } from './modules/projects/projects.repository';
import { projectsRoutes } from './modules/projects/projects.routes';
import { createProjectsService } from './modules/projects/projects.service';
import { balanceColumn, createPointsService } from './modules/points/points.service';
import { familyOpen } from './modules/account/account.repository';
import { AccountType } from '@crewcast/contracts/account';
import { createEventBus } from './events';
import { createConsoleGuards } from './http/roles';
import { auditAdminRoutes } from './modules/audit/audit.admin.routes';
import { configAdminRoutes } from './modules/config/config.admin.routes';
import { createConfigAdminService } from './modules/config/config.admin.service';
import { faqAdminRoutes } from './modules/faq/faq.admin.routes';
import { createFaqAdminService } from './modules/faq/faq.admin.service';
import { legalAdminRoutes } from './modules/legal/legal.admin.routes';
import { createLegalAdminService } from './modules/legal/legal.admin.service';
import { localisationAdminRoutes } from './modules/localisation/localisation.admin.routes';
import { createLocalisationAdminService } from './modules/localisation/localisation.admin.service';
import { billingAdminRoutes } from './modules/billing/billing.admin.routes';
import { createBillingAdminService } from './modules/billing/billing.admin.service';
import { couponsAdminRoutes } from './modules/coupons/coupons.admin.routes';
import { createCouponsAdminService } from './modules/coupons/coupons.admin.service';
import { dashboardAdminRoutes } from './modules/dashboard/dashboard.admin.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { giftsAdminRoutes } from './modules/gifts/gifts.admin.routes';
import { createGiftsAdminService } from './modules/gifts/gifts.admin.service';
import { membersAdminRoutes } from './modules/members/members.admin.routes';
import { createMembersService } from './modules/members/members.service';
import { createAuditService } from './modules/audit/audit.service';
import { catalogAdminRoutes } from './modules/content/catalog.admin.routes';
import { createCatalogModule } from './modules/content/catalog.module';
import { curationAdminRoutes } from './modules/content/curation.admin.routes';
import { uploadsAdminRoutes } from './modules/media/uploads.admin.routes';
import { chatAdminRoutes } from './modules/chat/chat.admin.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { createChatService } from './modules/chat/chat.service';
import { createCommentsService } from './modules/comments/comments.service';
import { liveAdminRoutes } from './modules/live/live.admin.routes';
import { createLiveIngestModule } from './modules/live/live-ingest.module';
import { liveMediaRoutes, liveRoutes } from './modules/live/live.routes';
import { createLiveService } from './modules/live/live.service';
import { createRealtimeGateway } from './realtime/gateway';
import { DEFAULT_LANGUAGE_ID } from '@crewcast/contracts/localisation';
import { deriveKey, resolveSecret } from './secrets';
import { LIVE_MEDIA_MOUNT } from './modules/live/live-broadcasts';
import { createMediaUrlSigner } from './modules/media/signed-urls';
import { defineDemoCatalogJob } from './seed/demo-catalog';
import { defineDemoGreenlightJob } from './seed/demo-greenlight';
import { createRelyingParty } from './modules/two-factor/relying-party';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes';
import { createTwoFactorService } from './modules/two-factor/two-factor.service';

export interface AppDependencies {
  config: Config;
  database: DatabaseConnection;
  /** The queue the app defines its jobs on; the caller starts it once the app is built. */
  jobs: JobRunner;
  logger: Logger;
  /** The time billing runs on; tests move it forward. */
  clock?: () => Date;
}

export async function buildApp({
  config,
  database,
  jobs,
  logger,
  clock = () => new Date(),
}: AppDependencies) {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: trustedProxies(config.TRUST_PROXY),
    ...requestLogging,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  registerErrorHandling(app);
  registerStorableTextGuard(app);
  // Hand the request id back so a user's report can be matched to the logs (set as the request arrives: a
  // synchronous hook, where one on sending would cost every answer a promise).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await registerSecurity(app, config);
  await registerCompression(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Crewcast API', version: '1.0.0' },
      servers: [{ url: config.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  const { db, pool } = database;
  const [jwtSecret, altchaKey, patreonSecret] = await Promise.all([
    resolveSecret(config.JWT_SECRET, config.DATA_DIR, 'jwt-secret'),
    resolveSecret(config.ALTCHA_HMAC_KEY, config.DATA_DIR, 'altcha-hmac-key'),
    resolveSecret(config.PATREON_SECRET, config.DATA_DIR, 'patreon-secret'),
  ]);
  const events = createEventBus(logger);
  const localisationRepository = createLocalisationRepository(db);
  const localisation = createLocalisationService(localisationRepository);
  const configService = createConfigService(createConfigRepository(db), app.log, config.CONTENT_CACHE_TTL_MS);
  // A setting changed on any node is read afresh here at once (site-changes.ts hands changes between nodes).
  events.on('site.changed', ({ part }) => {
    if (part === 'remote-config') configService.forget();
  });
  const siteChanges = await relaySiteChanges({ databaseUrl: database.url, pool, events, log: logger });
  app.addHook('onClose', () => siteChanges.close());
  const tokens = createAccessTokens({
    secret: jwtSecret,
    ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    issuer: config.PUBLIC_URL,
  });
  const devices = createDevicesService(db, configService, (userId, deviceIdentifier) =>
    account.endDeviceSessions(userId, deviceIdentifier),
  );
  const content = createContentService(createContentRepository(db));
  const playbackRepository = createPlaybackRepository(db);
  const playback = createPlaybackService(playbackRepository, content, {
    open: familyOpen,
    isActive: (claims) => account.isSessionActive(claims),
  });
  const {
    service: media,
    storage,
    signer,
    binaries,
  } = await createMediaModule({
    config,
    db,
    jobs,
    log: logger,
    onReady: async (assetId, durationSeconds, thumbnail) => {
      await content.markAssetReady(assetId, durationSeconds, thumbnail);
      await projects.pitchReady(assetId);
    },
  });
  const points = createPointsService(db);
  const coupons = createCouponsService(db, clock);
  const paymentProvider = createPaymentProvider(config);
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  const emailOf = async (userId: string) => (await users.findOrFail(userId)).email;
  const audit = createAuditService(db);
  const badges = createBadgesService({
    db,
    storage,
    audit,
    findMember: async (emailOrId) => {
      const user = await users.findByEmailOrId(emailOrId);
      return user && { userId: user.id, displayName: user.displayName };
    },
    displayNamesOf: async (userIds) => {
      const authors = await users.repository.findAuthors(userIds);
      return new Map(authors.map((author) => [author.userId, author.displayName]));
    },
    subscribersSince: (start) => billing.subscribersSince(start),
    clock,
  });
  await badges.publishArt();
  const billing = createBillingService({
    db,
    provider: paymentProvider,
    points,
    badges,
    coupons,
    clock,
    publicUrl,
    emailOf,
    onRenewalFailed: async ({ userId, plan, reason }) =>
      mail.sendRenewalFailed(await emailOf(userId), { plan, reason }),
    events,
    pastDueGraceDays: async () => (await configService.getRemoteConfig()).past_due_grace_days,
  });
  const gifts = createGiftsService({
    db,
    billing,
    provider: paymentProvider,
    publicUrl,
    sendGift: (to, gift) => mail.sendGift(to, gift),
    displayNameOf: async (userId) => (await users.findOrFail(userId)).displayName,
    emailOf,
  });
  const patreon = createPatreonService({
    db,
    settings: patreonSettings(config),
    secret: patreonSecret,
    remoteConfig: configService,
    log: logger,
    clock,
  });
  /** A live subscription, or an active Patreon pledge at a counted tier (when Patreon is on). */
  const hasSubscription = async (userId: string) =>
    (await billing.hasSubscription(userId)) || (await patreon.hasActivePledge(userId));
  const playbackSessions = createPlaybackSessionsService({
    db,
    repository: playbackRepository,
    progress: playback,
    content,
    devices,
    access: createPlaybackAccess({
      streamLimit: config.STREAM_LIMIT,
      hasSubscription,
    }),
    sourcesFor: (assetId) => media.sourcesFor(assetId),
  });
  const users = createUsersService(db, {
    hashKey: deriveKey(jwtSecret, 'user-info-hash'),
    config: configService,
    sessionOpen: familyOpen,
    userInfoParts: (userId) => {
      const balance = balanceColumn(userId);
      const live = billing.liveSubscriptionColumn(userId);
      const playing = playbackSessions.playingColumn(userId);
      return {
        points: { column: balance.column, fields: async (value) => balance.read(value) },
        // Staff and creators watch everything; a counted Patreon pledge stands in for a subscription.
        subscription: {
          column: live.column,
          fields: async (value, member) => {
            const complimentary = member.accountType >= AccountType.Official;
            const info = await billing.subscriptionInfo(live.read(value), complimentary);
            if (info.hasSubscription || !(await patreon.hasActivePledge(member.id))) return info;
            return { ...info, hasSubscription: true, subscription: 'patreon', subscriptionType: 'patreon' };
          },
        },
        streams: {
          column: playing.column,
          fields: (value, member) => playbackSessions.streamsLeft(member.id, playing.read(value)),
        },
      };
    },
    patreon: (userId) => patreon.hasActivePledge(userId),
    beforeErase: (userId) => billing.endBeforeErasure(userId),
    chosenBadges: (members) => badges.chosenOf(members),
    events,
    log: logger,
  });
  const providers = createSignInProviders({
    google: {
      clientId: config.GOOGLE_CLIENT_ID,
      jwksUrl: config.GOOGLE_JWKS_URL,
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
    },
    apple: {
      clientId: config.APPLE_CLIENT_ID,
      jwksUrl: config.APPLE_JWKS_URL,
      issuers: ['https://appleid.apple.com'],
    },
  });
  const mail = createMailService({
    jobs,
    localisation,
    publicUrl: config.PUBLIC_URL,
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: path.join(config.DATA_DIR, 'outbox'),
      log: logger,
    }),
  });
  const integrity = createIntegrityService(db, {
    hmacKey: altchaKey,
    maxNumber: config.ALTCHA_MAX_NUMBER,
    turnstile: config.TURNSTILE_SECRET
      ? {
          siteKey: config.TURNSTILE_SITE_KEY,
          secret: config.TURNSTILE_SECRET,
          verifyUrl: config.TURNSTILE_VERIFY_URL,
        }
      : undefined,
  });
  const account = createAccountService({
    db,
    tokens,
    users,
    devices,
    mail,
    providers,
    policy: {
      refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
      maxFailedLogins: config.MAX_FAILED_LOGINS,
      lockMinutes: config.LOGIN_LOCK_MINUTES,
      registrationsPerHour: config.REGISTRATIONS_PER_HOUR,
      codeTtlMinutes: config.CODE_TTL_MINUTES,
      verificationTtlHours: 48,
    },
    events,
    secondStep: (userId) => twoFactor.startLogin(userId),
    removeSecondFactors: (userId, tx) => twoFactor.removeAll(userId, tx),
  });
  const twoFactor = createTwoFactorService({
    db,
    relyingParty: createRelyingParty(publicUrl, config.TWO_FACTOR_ISSUER),
    findUser: (userId) => users.findOrFail(userId),
    remoteConfig: () => configService.getRemoteConfig(),
    account,
    policy: {
      challengeTtlMinutes: config.TWO_FACTOR_CHALLENGE_MINUTES,
      maxAttempts: config.TWO_FACTOR_MAX_ATTEMPTS,
      issuer: config.TWO_FACTOR_ISSUER,
    },
    clock,
  });
  const isSessionActive = (claims: Parameters<typeof account.isSessionActive>[0]) =>
    account.isSessionActive(claims);
  const authenticate = createAuthenticate(tokens, isSessionActive);
  const sessionClaims = createSessionClaims(tokens, isSessionActive);
  const authenticateToken = createTokenAuthenticate(tokens);
  const liveSigner = createMediaUrlSigner({
    secret: await resolveSecret(config.MEDIA_URL_SECRET, config.DATA_DIR, 'media-url-secret'),
    mount: LIVE_MEDIA_MOUNT,
  });
  const live = createLiveService({
    db,
    audit,
    signer: liveSigner,
    urlTtlSeconds: config.MEDIA_URL_TTL_SECONDS,
    hasSubscription,
    assetStatus: async (assetId) => {
      const { status } = await media.status(assetId);
      return status === 'ready' || status === 'failed' ? status : 'processing';
    },
  });
  const authorsOf = (userIds: readonly string[]) => users.authorsOf(userIds);
  const chat = createChatService({
    db,
    live,
    authorsOf,
    audit,
    rateLimit: { messages: config.CHAT_RATE_LIMIT_MESSAGES, windowSeconds: config.CHAT_RATE_LIMIT_SECONDS },
    events,
  });
  const realtime = await createRealtimeGateway({
    server: app.server,
    config,
    authenticate: sessionClaims,
    events,
    comments: createCommentsService({
      db,
      findMedia: (id) => content.findMedia(id),
      authorsOf,
      assertNotRestricted: (claims) => chat.assertNotRestricted(claims),
      rateLimit: {
        messages: config.COMMENT_RATE_LIMIT_MESSAGES,
        windowSeconds: config.COMMENT_RATE_LIMIT_SECONDS,
      },
      events,
    }),
    chat,
    live,
    log: logger,
  });
  app.addHook('preClose', () => realtime.close());
  const bingo = createBingoService({
    db,
    storage,
    audit,
    events,
    liveStreamId: async () => (await live.status()).streams[0]?.livestreamId ?? null,
    announceInChat: async (livestreamId, message) => void (await chat.announce(livestreamId, message)),
    winMessage: (displayName, gameName, place) =>
      localisation.translate(DEFAULT_LANGUAGE_ID, 'bingo.chat.win', [displayName, gameName, String(place)]),
    displayNamesOf: async (userIds) => {
      const authors = await users.repository.findAuthors(userIds);
      return new Map(authors.map((author) => [author.userId, author.displayName]));
    },
    log: logger,
  });
  const optionalAuthenticate = createOptionalAuthenticate(tokens, isSessionActive);

  defineDemoCatalogJob({
    jobs,
    content,
    media,
    storage,
    binaries,
    sourceDir: path.join(config.DATA_DIR, 'demo-sources'),
  });
  jobs.define({
    name: 'erase-deleted-accounts',
    cron: '17 * * * *',
    handler: async () => void (await users.eraseDueAccounts()),
  });
  jobs.define({
    name: 'settle-due-subscriptions',
    cron: config.BILLING_CRON,
    handler: async () => void (await billing.settleDue()),
  });
  defineBadgeJobs(jobs, badges);
  const projects = createProjectsService({
    db,
    repository: createProjectsRepository(db),
    points,
    runOnce: billing.runOnce,
    audit,
    events,
    jobs,
    storage,
    sourcesFor: (assetId) => media.sourcesFor(assetId),
    assetStatus: async (assetId) => (await media.status(assetId)).status,
    episodeAsset: async (mediaId) => (await content.findPlayable(mediaId)).assetId,
    assetFromUpload: (upload, attach) => media.createAssetFromUpload(upload, attach),
    assertMedia: async (mediaId) => void (await content.findMedia(mediaId)),
    assertSeason: async (seasonId) => void (await content.findSeason(seasonId)),
  });
  defineProjectJobs(jobs, projects);
  defineDemoGreenlightJob({
    jobs,
    content,
    media,
    projects,
    storage,
    binaries,
    sourceDir: path.join(config.DATA_DIR, 'demo-sources'),
  });
  jobs.define({
    name: 'purge-stale-login-attempts',
    cron: '23 * * * *',
    handler: () => account.purgeStaleLoginAttempts(),
  });
  jobs.define({
    name: 'purge-spent-integrity-tokens',
    cron: '43 * * * *',
    handler: () => integrity.purgeExpired(),
  });
  jobs.define({
    name: 'purge-expired-second-steps',
    cron: '47 * * * *',
    handler: () => twoFactor.purgeExpired(),
  });

  const cache = { maxAge: config.CONTENT_CACHE_MAX_AGE, ttlMs: config.CONTENT_CACHE_TTL_MS };
  await app.register(healthRoutes, { pool });
  await app.register(configRoutes, { service: configService, cache, events });
  await app.register(localisationRoutes, { service: localisation, cache, events });
  await app.register(contentRoutes, { service: content, cache });
  await app.register(playbackRoutes, { service: playback, authenticate, authenticateToken });
  await app.register(playbackSessionsRoutes, { service: playbackSessions, authenticate });
  await app.register(mediaRoutes, { storage, signer });
  await app.register(imageRoutes, { storage });
  await app.register(badgesRoutes, { service: badges, storage, authenticate });
  await app.register(recommendationsRoutes, {
    service: createRecommendationsService(
      content,
      playback,
      createWatchRankings(playback.mostWatched, config.RANKINGS_REFRESH_MS),
      config.CONTENT_CACHE_TTL_MS,
    ),
    authenticate,
    optionalAuthenticate,
  });
  await app.register(faqRoutes, {
    service: createFaqService(createFaqRepository(db), localisationRepository),
    cache,
    events,
  });
  await app.register(accountRoutes, {
    publicUrl,
    service: account,
    integrity,
    providers,
    authenticate,
    rateLimit: { max: config.ACCOUNT_RATE_LIMIT_MAX, timeWindow: config.RATE_LIMIT_WINDOW },
  });
  await app.register(usersRoutes, {
    service: users,
    sessionClaims,
    authenticate,
    authenticateToken,
  });
  await app.register(devicesRoutes, { service: devices, authenticate });
  await app.register(legalRoutes, { service: createLegalService(createLegalRepository(db)), authenticate });
  const paymentRateLimit = { max: config.ACCOUNT_RATE_LIMIT_MAX, timeWindow: config.RATE_LIMIT_WINDOW };
  await app.register(billingRoutes, {
    service: billing,
    authenticate,
    optionalAuthenticate,
    rateLimit: paymentRateLimit,
  });
  await app.register(couponsRoutes, { coupons, billing, authenticate, rateLimit: paymentRateLimit });
  await app.register(giftsRoutes, { service: gifts, authenticate, rateLimit: paymentRateLimit });
  if (config.PAYMENT_PROVIDER === 'stripe') {
    const stripe = stripeClientOf(paymentProvider);
    await app.register(stripeWebhookRoutes, {
      stripe,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      events: createStripeEvents({ db, stripe, billing, gifts, log: logger }),
    });
  }
  await app.register(pointsRoutes, { service: points, authenticate });
  await app.register(projectsRoutes, { service: projects, cache, events, authenticate });
  await app.register(chatRoutes, { service: chat, authenticate });
  await app.register(bingoRoutes, { service: bingo, authenticate });
  const guards = createConsoleGuards(authenticate, (claims) => twoFactor.assertConsoleAccess(claims));
  await app.register(twoFactorRoutes, {
    service: twoFactor,
    authenticate,
    guards,
    rateLimit: { max: config.ACCOUNT_RATE_LIMIT_MAX, timeWindow: config.RATE_LIMIT_WINDOW },
  });
  await app.register(auditAdminRoutes, { service: audit, guards });
  await app.register(badgesAdminRoutes, { service: badges, guards });
  await app.register(configAdminRoutes, {
    service: createConfigAdminService({ db, config: configService, audit, events }),
    guards,
  });
  await app.register(legalAdminRoutes, { service: createLegalAdminService(db, audit), guards });
  await app.register(faqAdminRoutes, {
    service: createFaqAdminService({ db, languages: localisationRepository, audit, events }),
    guards,
  });
  await app.register(localisationAdminRoutes, {
    service: createLocalisationAdminService({ db, localisation, audit, events }),
    guards,
  });
  const billingAdmin = createBillingAdminService({
    db,
    repository: billing.repository,
    audit,
    provider: paymentProvider.kind,
    events,
  });
  await app.register(billingAdminRoutes, { service: billingAdmin, guards });
  await app.register(couponsAdminRoutes, {
    service: createCouponsAdminService({ db, audit, provider: paymentProvider.kind, clock }),
    guards,
  });
  await app.register(giftsAdminRoutes, {
    service: createGiftsAdminService({
      db,
      contactsOf: (userIds) => users.contactsOf(userIds),
      idsByEmail: (text, limit) => users.idsByEmail(text, limit),
    }),
    guards,
  });
  await app.register(dashboardAdminRoutes, {
    service: createDashboardService({
      billing: billingAdmin,
      media,
      titlesByAsset: async (assetIds) =>
        new Map([...(await projects.titlesByAsset(assetIds)), ...(await content.titlesByAsset(assetIds))]),
      live,
      viewersOf: (livestreamId) => realtime.viewers(livestreamId),
      clock,
    }),
    guards,
  });
  const catalogConsole = createCatalogModule({
    db,
    media,
    storage,
    audit,
    jobs,
    pitches: projects,
    dataDir: config.DATA_DIR,
    log: logger,
  });
  await app.register(catalogAdminRoutes, { service: catalogConsole.catalog, guards });
  await app.register(uploadsAdminRoutes, { uploads: catalogConsole.uploads, guards });
  // After the job queue starts (main starts it before listening), before requests are served.
  app.addHook('onReady', () => catalogConsole.uploads.resumeFinished());
  await app.register(curationAdminRoutes, { service: catalogConsole.curation, guards });
  await app.register(membersAdminRoutes, {
    service: createMembersService({ db, users, account, billing, points, devices, badges, audit, events }),
    guards,
  });
  await app.register(projectsAdminRoutes, { service: projects, guards });
  await app.register(chatAdminRoutes, { service: chat, guards });
  const liveIngest = createLiveIngestModule({
    config,
    db,
    live,
    audit,
    events,
    binaries,
    createAsset: async (file) => ({ assetId: (await media.createAsset(file)).assetId, mediaId: null }),
    createEpisode: (showId, episode, file) =>
      catalogConsole.catalog.addRecordingEpisode(showId, episode, file),
    viewersOf: (livestreamId) => realtime.viewers(livestreamId),
    log: logger,
  });
  app.addHook('onReady', () => liveIngest.start());
  app.addHook('preClose', () => liveIngest.close());
  await app.register(liveRoutes, {
    service: live,
    optionalAuthenticate,
    authenticate,
    replay: (livestreamId, span, after) => chat.replay(livestreamId, span, after),
  });
  await app.register(liveMediaRoutes, { signer: liveSigner, ...liveIngest.media });
  await app.register(liveAdminRoutes, { service: live, admin: liveIngest.admin, guards });
  await app.register(bingoAdminRoutes, { service: bingo, guards });
  await app.register(patreonRoutes, { service: patreon, authenticate, rateLimit: paymentRateLimit });
  await registerWebApp(app, config);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
