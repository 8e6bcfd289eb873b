import { resolveSecret } from '../../secrets';
import type { AuditModule } from '../audit/audit.module';
import type { ChatModule } from '../chat/chat.module';
import type { ContentModule } from '../content/content.module';
import { createMediaUrlSigner, type MediaModule } from '../media/media.module';
import { defineModule, type ModuleContext } from '../module';
import type { PatreonModule } from '../patreon/patreon.module';
import { LIVE_MEDIA_MOUNT } from './live-broadcasts';
import { createExternalStreamOrigins } from './external-origins';
import { createLiveIngest } from './live-ingest';
import { liveAdminRoutes } from './live.admin.routes';
import { liveMediaRoutes, liveRoutes } from './live.routes';
import { createLiveService } from './live.service';

/**
 * Livestreams: what members watch (`service`), the RTMP ingest and its recordings (started with the app), the
 * signed /live-media files, the console's livestreams, and the external streams' origins the CSP allows.
 */
export async function createLiveModule(
  deps: Pick<ModuleContext, 'config' | 'db' | 'events' | 'jobs' | 'log' | 'metrics'> & {
    audit: AuditModule;
    media: MediaModule;
    patreon: PatreonModule;
    content: ContentModule;
    /** The chat module, built after this one. */
    chat: () => ChatModule;
    /** The viewers of a livestream now (the realtime gateway, built after the modules). */
    viewersOf: (livestreamId: string) => Promise<number>;
  },
) {
  const { config, db } = deps;
  const audit = deps.audit.service;
  const media = deps.media.service;
  const { catalog } = deps.content;
  const signer = createMediaUrlSigner({
    secret: await resolveSecret(config.MEDIA_URL_SECRET, config.DATA_DIR, 'media-url-secret'),
    mount: LIVE_MEDIA_MOUNT,
  });
  const service = createLiveService({
    db,
    audit,
    signer,
    urlTtlSeconds: config.MEDIA_URL_TTL_SECONDS,
    hasSubscription: deps.patreon.hasSubscription,
    assetStatus: async (assetId) => {
      const { status, error } = await media.status(assetId);
      return { status: status === 'ready' || status === 'failed' ? status : 'processing', error };
    },
  });
  const ingest = createLiveIngest({
    config,
    db,
    live: service,
    audit,
    events: deps.events,
    jobs: deps.jobs,
    binaries: deps.media.binaries,
    createAsset: async (file) => ({ assetId: (await media.createAsset(file)).assetId, mediaId: null }),
    createEpisode: (showId, episode, file) => catalog.addRecordingEpisode(showId, episode, file),
    viewersOf: deps.viewersOf,
    metrics: deps.metrics,
    log: deps.log,
  });
  const broadcastsHere = () => ingest.status().broadcasts;
  deps.metrics.gauge(
    'crewcast_live_ingest_bitrate_kbps',
    'Bitrate an encoder sends to this node, by livestream',
    ['livestream'],
    () => broadcastsHere().map((b) => ({ labels: { livestream: b.livestreamId }, value: b.bitrateKbps })),
  );
  deps.metrics.gauge(
    'crewcast_live_viewers',
    'Viewers of each livestream whose encoder this node receives',
    ['livestream'],
    () =>
      Promise.all(
        broadcastsHere().map(async (b) => ({
          labels: { livestream: b.livestreamId },
          value: await deps.viewersOf(b.livestreamId),
        })),
      ),
  );
  return defineModule({
    service,
    /** This node's RTMP ingest now, for the console's health page. */
    ingestStatus: () => ingest.status(),
    externalStreamOrigins: createExternalStreamOrigins(service.repository, deps.events),
    routes: async (app, { authenticate, optionalAuthenticate }) => {
      await app.register(liveRoutes, {
        service,
        optionalAuthenticate,
        authenticate,
        replay: (livestreamId, span, after) => deps.chat().service.replay(livestreamId, span, after),
      });
      await app.register(liveMediaRoutes, { signer, ...ingest.media });
    },
    adminRoutes: async (app, { guards }) =>
      void (await app.register(liveAdminRoutes, { service, admin: ingest.admin, guards })),
    start: () => ingest.start(),
    close: () => ingest.close(),
  });
}

export type LiveModule = Awaited<ReturnType<typeof createLiveModule>>;
