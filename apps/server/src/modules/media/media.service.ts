import fs from 'node:fs/promises';
import path from 'node:path';
import type { PlaybackSession } from '@crewcast/contracts/playback';
import type { Logger } from 'pino';
import { AppError } from '../../http/errors';
import { runAfterCommit, type AfterCommit, type Database, type Executor } from '../../db/client';
import { LOST_JOB_MESSAGE, type JobContext, type JobDefinition, type JobRunner } from '../../jobs/job-runner';
import type { Metrics } from '../../metrics/metrics';
import type { MediaStorage } from '../../storage/media-storage';
import { mediaToolchain, type MediaBinaries } from './ffmpeg-binary';
import { MEDIA_FILES } from './media-description';
import type { MediaAssetRow, MediaRepository } from './media.repository';
import { attachCaptions, type CaptionInput } from './captions';
import { probeMedia, type MediaProbe } from './probe';
import { sharedExpiry, type MediaUrlSigner } from './signed-urls';
import { TRANSCODE_EXPIRY_SECONDS, transcode } from './transcode';
import type { FinishedUpload } from './video-uploads';

export const TRANSCODE_JOB = 'transcode-media';

export interface MediaServiceOptions {
  repository: MediaRepository;
  jobs: JobRunner;
  storage: MediaStorage;
  signer: MediaUrlSigner;
  /** Found on first use, so a server without ffmpeg still serves everything else. */
  binaries: () => Promise<MediaBinaries>;
  /** Scratch space for transcodes in progress. */
  workDir: string;
  /** Where finished uploads are kept as the sources of their transcodes. */
  sourcesDir: string;
  urlTtlSeconds: number;
  log: Logger;
  /** Where an asset and the media using it are marked ready together. */
  db: Database;
  /**
   * Lists the media using a published asset, in the transaction that marks the asset ready, so no one sees the one
   * without the other; what it leaves in `afterCommit` runs once that transaction has committed.
   */
  onReady: (
    assetId: string,
    durationSeconds: number,
    tx: Executor,
    afterCommit: AfterCommit,
  ) => Promise<void>;
  /** Measures how long transcodes take per second of video. */
  metrics: Pick<Metrics, 'transcoded'>;
  /** The transcode job's expiry and retry delay; tests shorten them. */
  jobTimings?: Pick<JobDefinition<object>, 'expireInSeconds' | 'retryDelaySeconds'>;
}

const folderOf = (assetId: string) => `media/${assetId}`;
const attemptPrefix = (assetId: string) => `${assetId}.attempt-`;
/** Kept sources are named by upload id with this neutral extension, never the one the uploader chose. */
const SOURCE_EXTENSION = '.source';

/** Source files to published, adaptive video: queued transcodes, progress, and signed URLs to play them. */
export function createMediaService(options: MediaServiceOptions) {
  const {
    repository,
    jobs,
    storage,
    signer,
    binaries,
    workDir,
    sourcesDir,
    urlTtlSeconds,
    log,
    db,
    onReady,
  } = options;

  /** Once the asset is published: removes what its attempts left, those that died with their server too. */
  async function removeAttempts(assetId: string): Promise<void> {
    const left = (await fs.readdir(workDir)).filter((name) => name.startsWith(attemptPrefix(assetId)));
    for (const name of left) await fs.rm(path.join(workDir, name), { recursive: true, force: true });
  }

  /** Marks the asset ready, with what the transcode found, and lists the media that use it, at once. */
  async function publish(
    assetId: string,
    found: { durationSeconds: number; description?: MediaAssetRow['description'] },
  ): Promise<void> {
    const afterCommit: AfterCommit = [];
    await db.transaction(async (tx) => {
      await repository.update(assetId, { ...found, status: 'ready' }, tx);
      await onReady(assetId, Math.round(found.durationSeconds), tx, afterCommit);
    });
    await runAfterCommit(afterCommit, (error) =>
      log.error({ err: error, assetId }, 'published video follow-up failed'),
    );
  }

  async function transcodeAsset(assetId: string, { progress, signal }: JobContext): Promise<void> {
    const asset = await repository.find(assetId);
    if (!asset) return;
    // An attempt whose server stopped after it published leaves the video ready: the retry only hands it on.
    if (asset.status === 'ready' && asset.durationSeconds !== null) {
      await removeAttempts(assetId);
      await publish(assetId, { durationSeconds: asset.durationSeconds });
      return;
    }
    await repository.update(assetId, { status: 'processing', error: null });
    // Every attempt works in a folder of its own, so a retry never removes files an earlier attempt still writes.
    await fs.mkdir(workDir, { recursive: true });
    const attemptDir = await fs.mkdtemp(path.join(workDir, attemptPrefix(assetId)));
    const outputDir = path.join(attemptDir, 'output');
    const startedAt = performance.now();
    try {
      const description = await transcode({
        binaries: await binaries(),
        source: asset.sourcePath,
        outputDir,
        signal,
        onProgress: (percent) =>
          void progress(percent).catch((error) => log.warn({ err: error }, 'progress not saved')),
      });
      options.metrics.transcoded((performance.now() - startedAt) / 1000, description.durationSeconds);
      await storage.putDirectory(outputDir, folderOf(assetId));
      await removeAttempts(assetId);
      await publish(assetId, { description, durationSeconds: description.durationSeconds });
    } catch (error) {
      await fs.rm(attemptDir, { recursive: true, force: true });
      // A stopped attempt leaves the asset to the attempt that replaced it.
      if (!signal.aborted) {
        await repository.update(assetId, {
          status: 'failed',
          error: error instanceof Error ? error.message : String(error),
        });
      }
      throw error;
    }
  }

  jobs.define<{ assetId: string }>({
    name: TRANSCODE_JOB,
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: TRANSCODE_EXPIRY_SECONDS,
    ...options.jobTimings,
    batchSize: 1,
    handler: ({ assetId }, context) => transcodeAsset(assetId, context),
  });

  return {
    /**
     * Registers a source file and queues its transcode; `attach` links the asset to what uses it before the job
     * is queued, so a quick transcode cannot finish before anything uses its asset. Registering the same file
     * again (after a crash halfway) carries on where the first attempt stopped.
     */
    async createAsset(
      sourcePath: string,
      attach?: (assetId: string) => Promise<void>,
    ): Promise<{ assetId: string; jobId: string }> {
      const resolved = path.resolve(sourcePath);
      const asset = (await repository.findBySource(resolved)) ?? (await repository.insert(resolved));
      if (asset.jobId) return { assetId: asset.id, jobId: asset.jobId };
      await attach?.(asset.id);
      const jobId = await jobs.send(TRANSCODE_JOB, { assetId: asset.id });
      await repository.update(asset.id, { jobId });
      return { assetId: asset.id, jobId };
    },

    async status(assetId: string) {
      const asset = await repository.find(assetId);
      if (!asset) throw new AppError('NOT_FOUND', 'That media asset does not exist.');
      const job = asset.jobId ? await jobs.status(TRANSCODE_JOB, asset.jobId) : undefined;
      // The queue gave up on a transcode whose last attempt died with its server, before it could say so.
      const gaveUp = (asset.status === 'queued' || asset.status === 'processing') && job?.state === 'failed';
      return {
        status: gaveUp ? ('failed' as const) : asset.status,
        percent: asset.status === 'ready' ? 100 : (job?.percent ?? 0),
        error: gaveUp
          ? ((job.output as { message?: string } | null)?.message ?? LOST_JOB_MESSAGE)
          : asset.error,
        captions: (asset.description?.captions ?? []).map(({ language, label }) => ({ language, label })),
        /** A failed attempt that the queue will try again. */
        retrying: asset.status === 'failed' && (job?.state === 'retry' || job?.state === 'created'),
      };
    },

    /**
     * Makes a finished upload an asset: probed (a file that is no allowed video container, or has no video, is
     * refused), kept as the source and queued for its transcode, `attach` linking it to what uses it. Handing the
     * same upload on again (after a restart) comes to the same asset; the caller removes a refused upload.
     */
    async createAssetFromUpload(
      upload: FinishedUpload,
      attach: (assetId: string) => Promise<void>,
    ): Promise<{ assetId: string; jobId: string }> {
      // The uploader's file name says nothing about the content: ffmpeg is told the container the probe found.
      const source = path.join(sourcesDir, `${upload.uploadId}${SOURCE_EXTENSION}`);
      const received = await fs.stat(upload.file).then(
        () => true,
        () => false,
      );
      if (received) {
        await this.probeVideo(upload.file);
        await fs.mkdir(sourcesDir, { recursive: true });
        await fs.rename(upload.file, source);
      } else if (!(await fs.stat(source).catch(() => undefined))) {
        throw new AppError('NOT_FOUND', 'That upload is gone. Upload the video again.');
      }
      return this.createAsset(source, attach);
    },

    /** The newest uploads and imports with their state, for the console's dashboard. */
    async recentUploads(limit: number) {
      const rows = await repository.recent(limit);
      return rows.map((row) => ({
        assetId: row.id,
        status: row.status,
        error: row.error,
        durationSeconds: row.durationSeconds,
        created: row.createdAt.toISOString(),
      }));
    },

    /** Adds or replaces a WebVTT captions track of a published asset. */
    async attachCaptions(assetId: string, input: CaptionInput, tx?: Executor): Promise<void> {
      const asset = await repository.find(assetId, tx);
      if (asset?.status !== 'ready')
        throw new AppError('NOT_FOUND', 'Captions attach to a video that is ready.');
      const description = await attachCaptions(storage, folderOf(assetId), input);
      await repository.update(assetId, { description }, tx);
    },

    /**
     * The ffmpeg and ffprobe in use, what they can do and which features they cannot serve, or why none was found
     * (for the health page).
     */
    toolchain: () => mediaToolchain(binaries),

    /** Reads a file's streams; throws a message a person can act on when it holds no video ffmpeg can read. */
    async probeVideo(file: string): Promise<MediaProbe> {
      try {
        return await probeMedia(await binaries(), file);
      } catch (error) {
        log.info({ err: error, file }, 'upload is not a video');
        throw new AppError(
          'VALIDATION',
          'That file is not a video. Upload a video file such as MP4, MOV or MKV.',
          {
            fields: { file: ['not a video'] },
          },
        );
      }
    },

    /** Playable URLs of a published asset, signed for its folder and shared by everyone in the same window. */
    async sourcesFor(assetId: string): Promise<Pick<PlaybackSession, 'sources' | 'thumbnailsUrl'>> {
      const asset = await repository.find(assetId);
      if (asset?.status !== 'ready') throw new AppError('NOT_FOUND', 'This video is not ready to play yet.');
      const folder = `/${folderOf(assetId)}/`;
      const signature = signer.sign(folder, sharedExpiry(new Date(), urlTtlSeconds));
      const url = (file: string) => signer.signedPath(signature, `${folder}${file}`);
      return {
        sources: [
          { format: 'hls', url: url(MEDIA_FILES.hlsMaster) },
          { format: 'dash', url: url(MEDIA_FILES.dashManifest) },
        ],
        thumbnailsUrl: url(MEDIA_FILES.spriteCues),
      };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
