import { familyOpen, type AccountModule } from '../account/account.module';
import type { ContentModule } from '../content/content.module';
import type { DevicesModule } from '../devices/devices.module';
import type { MediaModule } from '../media/media.module';
import { defineModule, type ModuleContext } from '../module';
import type { PatreonModule } from '../patreon/patreon.module';
import { createPlaybackAccess } from './playback-access';
import { playbackSessionsRoutes } from './playback-sessions.routes';
import { createPlaybackSessionsService } from './playback-sessions.service';
import { createPlaybackRepository } from './playback.repository';
import { playbackRoutes } from './playback.routes';
import { createPlaybackService } from './playback.service';

/**
 * Watching: progress and history (`service`), and the playback sessions that hand out a video's sources within
 * the stream limit (`sessions`).
 */
export function createPlaybackModule(
  deps: Pick<ModuleContext, 'config' | 'db' | 'events'> & {
    content: ContentModule;
    media: MediaModule;
    devices: DevicesModule;
    patreon: PatreonModule;
    /** The account module (which owns sessions), built after this one. */
    account: () => AccountModule;
  },
) {
  const { config, db } = deps;
  const content = deps.content.service;
  const media = deps.media.service;
  const repository = createPlaybackRepository(db);
  const service = createPlaybackService(
    repository,
    content,
    {
      open: familyOpen,
      isActive: (claims) => deps.account().service.isSessionActive(claims),
    },
    deps.events,
  );
  const sessions = createPlaybackSessionsService({
    db,
    repository,
    progress: service,
    content,
    devices: deps.devices.service,
    access: createPlaybackAccess({
      streamLimit: config.STREAM_LIMIT,
      hasSubscription: deps.patreon.hasSubscription,
    }),
    sourcesFor: (assetId) => media.sourcesFor(assetId),
  });
  return defineModule({
    service,
    sessions,
    routes: async (app, { authenticate, authenticateToken }) => {
      await app.register(playbackRoutes, { service, authenticate, authenticateToken });
      await app.register(playbackSessionsRoutes, { service: sessions, authenticate });
    },
  });
}

export type PlaybackModule = ReturnType<typeof createPlaybackModule>;
