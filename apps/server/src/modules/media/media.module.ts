import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { AfterCommit, Database, Executor } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import type { Metrics } from '../../metrics/metrics';
import { resolveSecret } from '../../secrets';
import { createMediaStorage } from '../../storage/create-media-storage';
import { locateMediaBinaries, mediaToolchain, type MediaBinaries } from './ffmpeg-binary';
import { MEDIA_FILES } from './media-description';
import { createMediaRepository } from './media.repository';
import { imageRoutes, mediaRoutes } from './media.routes';
import { mediaFeaturesAdminRoutes } from './media-features.admin.routes';
import { createMediaService } from './media.service';
import { createMediaUrlSigner } from './signed-urls';
import { defineModule } from '../module';

export { mediaCacheControl } from './cache-policy';
export { requireFeature } from './media-capabilities';
export { sendStored } from './media.routes';
export { createMediaUrlSigner, sharedExpiry } from './signed-urls';
export { UPLOADS_PATH, uploadsAdminRoutes } from './uploads.admin.routes';
export { createVideoUploads, videoChange } from './video-uploads';

/** The public URL of an asset's still frame (stills are served without a signature, unlike the video). */
export const thumbnailUrl = (assetId: string) => `/images/media/${assetId}/${MEDIA_FILES.thumbnail}`;

/** The ffmpeg and ffprobe the configuration names, else those found (located and probed once per process). */
const mediaBinariesFor =
  (config: Config): (() => Promise<MediaBinaries>) =>
  () =>
    locateMediaBinaries({
      ffmpegPath: config.FFMPEG_PATH || undefined,
      ffprobePath: config.FFPROBE_PATH || undefined,
    });

/** Probes the ffmpeg and ffprobe the server will use, as it starts, and logs one line on what it found. */
export async function logMediaToolchain(config: Config, log: Logger): Promise<void> {
  const toolchain = await mediaToolchain(mediaBinariesFor(config));
  if (!toolchain.capabilities) log.error(`media toolchain: ${toolchain.error}`);
  else if (toolchain.capabilities.unavailable.length > 0) log.warn(toolchain.summary);
  else log.info(toolchain.summary);
}

/**
 * Everything media needs, wired from the configuration: storage, URL signing, ffmpeg and the transcode job; the
 * signed video files and the public images are served from here.
 */
export async function createMediaModule(options: {
  config: Config;
  db: Database;
  jobs: JobRunner;
  log: Logger;
  metrics: Metrics;
  onReady: (
    assetId: string,
    durationSeconds: number,
    thumbnailUrl: string,
    tx: Executor,
    afterCommit: AfterCommit,
  ) => Promise<void>;
}) {
  const { config, db, jobs, log, onReady } = options;
  const storage = await createMediaStorage(config);
  const signer = createMediaUrlSigner({
    secret: await resolveSecret(config.MEDIA_URL_SECRET, config.DATA_DIR, 'media-url-secret'),
  });
  const locate = mediaBinariesFor(config);
  const service = createMediaService({
    repository: createMediaRepository(db),
    jobs,
    storage,
    signer,
    binaries: locate,
    workDir: path.join(config.DATA_DIR, 'work'),
    sourcesDir: path.join(config.DATA_DIR, 'sources'),
    urlTtlSeconds: config.MEDIA_URL_TTL_SECONDS,
    log,
    metrics: options.metrics,
    db,
    onReady: (assetId, durationSeconds, tx, afterCommit) =>
      onReady(assetId, durationSeconds, thumbnailUrl(assetId), tx, afterCommit),
  });
  return defineModule({
    service,
    storage,
    signer,
    binaries: locate,
    routes: async (app) => {
      await app.register(mediaRoutes, { storage, signer });
      await app.register(imageRoutes, { storage });
    },
    adminRoutes: async (app, { guards }) =>
      void (await app.register(mediaFeaturesAdminRoutes, { binaries: locate, guards })),
  });
}

export type MediaModule = Awaited<ReturnType<typeof createMediaModule>>;
