import { randomUUID } from 'node:crypto';
import type {
  AdminEpisode,
  AdminShow,
  AdminShowSummary,
  CaptionsBody,
  EpisodeBody,
  ImageUploadBody,
  SeasonBody,
  ShowBody,
} from '@crewcast/contracts/catalog';
import type { Image } from '@crewcast/contracts/content';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events';
import { AppError } from '../../http/errors';
import type { MediaStorage } from '../../storage/media-storage';
import type { AuditService } from '../audit/audit.service';
import type { MediaService } from '../media/media.service';
import { videoChange } from '../media/media.module';
import type { FinishedUpload } from '../media/video-uploads';
import type { CatalogRepository, EpisodeRow, SeasonRow, ShowRow } from './catalog.repository';
import { assertNewOrder } from './new-order';

/** The first bytes of each picture type accepted, and the extension it is stored under. */
export const PICTURES: Record<
  ImageUploadBody['contentType'],
  { magic: (bytes: Buffer) => boolean; extension: string }
> = {
  'image/jpeg': { magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff, extension: 'jpg' },
  'image/png': {
    magic: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
    extension: 'png',
  },
  'image/webp': {
    magic: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
    extension: 'webp',
  },
};

const showNotFound = () => new AppError('NOT_FOUND', 'That show does not exist.');
const seasonNotFound = () => new AppError('NOT_FOUND', 'That season does not exist.');
const episodeNotFound = () => new AppError('NOT_FOUND', 'That episode does not exist.');

const withImage = (images: Image[], image: Image): Image[] => [
  ...images.filter((existing) => existing.type !== image.type),
  image,
];

/** What an episode's audit entries record of it. */
const episodeFields = (row: EpisodeRow) => ({
  title: row.title,
  description: row.description,
  isFree: row.isFree,
  publishedAt: row.publishedAt?.toISOString() ?? null,
});
const showFields = (row: ShowRow) => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  tags: row.tags,
});

export interface CatalogServiceOptions {
  db: Database;
  repository: CatalogRepository;
  media: MediaService;
  storage: MediaStorage;
  audit: AuditService;
  events: EventBus;
}

/** The console's catalog: shows, seasons and episodes, their pictures, videos and captions; every change audited. */
export function createCatalogService(options: CatalogServiceOptions) {
  const { db, repository, media, storage, audit, events } = options;

  /** Tells listeners (the notifications) an episode may have been published. */
  function announce(mediaId: number, publishedAt: Date | null) {
    events.emit('episode.changed', { mediaId, publishedAt: publishedAt?.toISOString() ?? null });
  }

  async function toEpisode(read: EpisodeRow): Promise<AdminEpisode> {
    const state = read.assetId ? await media.status(read.assetId) : undefined;
    // A video and its episodes are marked ready together: one published between the two reads is read again, so the
    // episode is never shown ready and unlisted at once.
    const row =
      state?.status === 'ready' && !read.ready ? ((await repository.findEpisode(read.id)) ?? read) : read;
    return {
      id: row.id,
      showId: row.showId,
      seasonId: row.seasonId,
      episodeNumber: row.episodeNumber,
      title: row.title,
      description: row.description,
      isFree: row.isFree,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      durationSeconds: row.durationSeconds,
      images: row.images,
      listed: row.listed,
      video: state
        ? { status: state.status, percent: state.percent, error: state.error, captions: state.captions }
        : { status: 'none', percent: 0, error: null, captions: [] },
    };
  }

  async function findEpisodeOrFail(id: number): Promise<EpisodeRow> {
    const row = await repository.findEpisode(id);
    if (!row) throw episodeNotFound();
    return row;
  }

  async function assertSlugFree(slug: string, showId?: number): Promise<void> {
    const existing = await repository.findShowBySlug(slug);
    if (existing && existing.id !== showId)
      throw new AppError('CONFLICT', 'Another show already uses that address.', {
        fields: { slug: ['already in use'] },
      });
  }

  /** Stores a picture under the show's folder (served publicly under /images/shows/…) and returns it. */
  async function storePicture(show: ShowRow, name: string, type: Image['type'], upload: ImageUploadBody) {
    const bytes = Buffer.from(upload.data, 'base64');
    const picture = PICTURES[upload.contentType];
    if (!picture.magic(bytes))
      throw new AppError('VALIDATION', `That file is not a ${picture.extension.toUpperCase()} picture.`, {
        fields: { data: ['not a picture of the stated type'] },
      });
    const key = `images/shows/${show.slug}/${name}-${type}-${randomUUID().slice(0, 8)}.${picture.extension}`;
    await storage.putFile(key, bytes);
    return { type, url: `/${key}` } satisfies Image;
  }

  /** Puts a stored picture in a show's or an episode's images in place of any of its type; audited. */
  async function saveImage(actorId: string, target: { type: 'show' | 'episode'; id: number }, image: Image) {
    await db.transaction(async (tx) => {
      const row =
        target.type === 'show'
          ? await repository.findShow(target.id, tx)
          : await repository.findEpisode(target.id, tx);
      const before = row?.images ?? [];
      const after = withImage(before, image);
      if (target.type === 'show') await repository.updateShow(target.id, { images: after }, tx);
      else await repository.updateEpisode(target.id, { images: after }, tx);
      await audit.record(tx, { actorId, action: `catalog.${target.type}-image`, target, before, after });
    });
  }

  return {
    async listShows(): Promise<AdminShowSummary[]> {
      return (await repository.listShowSummaries()).map(
        ({ show, seasonCount, episodeCount, listedCount }) => ({
          ...showFields(show),
          id: show.id,
          images: show.images,
          seasonCount,
          episodeCount,
          listedCount,
        }),
      );
    },

    async findShow(showId: number): Promise<AdminShow> {
      const show = await repository.findShow(showId);
      if (!show) throw showNotFound();
      const [seasonRows, episodeRows] = await Promise.all([
        repository.listSeasons(showId),
        repository.listEpisodes(showId),
      ]);
      const episodes = await Promise.all(episodeRows.map(toEpisode));
      return {
        ...showFields(show),
        id: show.id,
        images: show.images,
        seasonCount: seasonRows.length,
        episodeCount: episodes.length,
        listedCount: episodes.filter((episode) => episode.listed).length,
        seasons: seasonRows.map((season) => ({
          id: season.id,
          number: season.number,
          title: season.title,
          description: season.description,
          episodes: episodes.filter((episode) => episode.seasonId === season.id),
        })),
      };
    },

    async createShow(actorId: string, body: ShowBody): Promise<AdminShow> {
      await assertSlugFree(body.slug);
      const show = await audit.created(
        { actorId, action: 'catalog.show-create', targetType: 'show' },
        (tx) => repository.insertShow(body, tx),
        showFields,
      );
      return this.findShow(show.id);
    },

    async updateShow(actorId: string, showId: number, body: ShowBody): Promise<AdminShow> {
      await assertSlugFree(body.slug, showId);
      await db.transaction(async (tx) => {
        const before = await repository.findShow(showId, tx);
        if (!before) throw showNotFound();
        const after = await repository.updateShow(showId, body, tx);
        await audit.record(tx, {
          actorId,
          action: 'catalog.show-update',
          target: { type: 'show', id: showId },
          before: showFields(before),
          after: after && showFields(after),
        });
      });
      return this.findShow(showId);
    },

    /** Puts the shows in the order given; every show must be named once. */
    async orderShows(actorId: string, showIds: number[]): Promise<AdminShowSummary[]> {
      await db.transaction(async (tx) => {
        const before = (await repository.listShowSummaries(tx)).map(({ show }) => show.id);
        assertNewOrder(before, showIds, 'showIds', 'show');
        await repository.orderShows(showIds, tx);
        await audit.record(tx, {
          actorId,
          action: 'catalog.show-order',
          target: { type: 'show', id: 'all' },
          before,
          after: showIds,
        });
      });
      return this.listShows();
    },

    async setShowImage(
      actorId: string,
      showId: number,
      type: Image['type'],
      upload: ImageUploadBody,
    ): Promise<AdminShow> {
      const show = await repository.findShow(showId);
      if (!show) throw showNotFound();
      const image = await storePicture(show, 'show', type, upload);
      await saveImage(actorId, { type: 'show', id: showId }, image);
      return this.findShow(showId);
    },

    async createSeason(actorId: string, showId: number, body: SeasonBody): Promise<AdminShow> {
      await db.transaction(async (tx) => {
        if (!(await repository.findShow(showId, tx))) throw showNotFound();
        const season = await repository.insertSeason(showId, body, tx);
        await audit.record(tx, {
          actorId,
          action: 'catalog.season-create',
          target: { type: 'season', id: season.id },
          after: { showId, number: season.number, ...body },
        });
      });
      return this.findShow(showId);
    },

    async updateSeason(actorId: string, seasonId: number, body: SeasonBody): Promise<AdminShow> {
      const season = await db.transaction(async (tx) => {
        const before = await repository.findSeason(seasonId, tx);
        if (!before) throw seasonNotFound();
        await repository.updateSeason(seasonId, body, tx);
        await audit.record(tx, {
          actorId,
          action: 'catalog.season-update',
          target: { type: 'season', id: seasonId },
          before: { title: before.title, description: before.description },
          after: body,
        });
        return before;
      });
      return this.findShow(season.showId);
    },

    async createEpisode(actorId: string, seasonId: number, body: EpisodeBody): Promise<AdminEpisode> {
      const publishedAt = body.publishedAt ? new Date(body.publishedAt) : null;
      const id = await db.transaction(async (tx) => {
        const season: SeasonRow | undefined = await repository.findSeason(seasonId, tx);
        if (!season) throw seasonNotFound();
        const mediaId = await repository.insertEpisode(season, { ...body, publishedAt }, tx);
        await audit.record(tx, {
          actorId,
          action: 'catalog.episode-create',
          target: { type: 'episode', id: mediaId },
          after: { seasonId, ...body },
        });
        return mediaId;
      });
      announce(id, publishedAt);
      return this.findEpisode(id);
    },

    async findEpisode(mediaId: number): Promise<AdminEpisode> {
      return toEpisode(await findEpisodeOrFail(mediaId));
    },

    /** Edits an episode; an empty publishing time unpublishes it, a future one schedules it. */
    async updateEpisode(actorId: string, mediaId: number, body: EpisodeBody): Promise<AdminEpisode> {
      const publishedAt = body.publishedAt ? new Date(body.publishedAt) : null;
      await db.transaction(async (tx) => {
        const before = await repository.findEpisode(mediaId, tx);
        if (!before) throw episodeNotFound();
        await repository.updateEpisode(mediaId, { ...body, publishedAt }, tx);
        await audit.record(tx, {
          actorId,
          action: 'catalog.episode-update',
          target: { type: 'episode', id: mediaId },
          before: episodeFields(before),
          after: { ...body, publishedAt: publishedAt?.toISOString() ?? null },
        });
      });
      announce(mediaId, publishedAt);
      return this.findEpisode(mediaId);
    },

    /** Numbers a season's episodes in the order given; every episode of the season must be named once. */
    async orderEpisodes(actorId: string, seasonId: number, mediaIds: number[]): Promise<AdminShow> {
      const season = await db.transaction(async (tx) => {
        const found = await repository.findSeason(seasonId, tx);
        if (!found) throw seasonNotFound();
        const before = await repository.episodeIdsOf(seasonId, tx);
        assertNewOrder(before, mediaIds, 'mediaIds', 'episode of the season');
        await repository.orderEpisodes(seasonId, mediaIds, tx);
        await audit.record(tx, {
          actorId,
          action: 'catalog.episode-order',
          target: { type: 'season', id: seasonId },
          before,
          after: mediaIds,
        });
        return found;
      });
      return this.findShow(season.showId);
    },

    async setEpisodeImage(
      actorId: string,
      mediaId: number,
      type: Image['type'],
      upload: ImageUploadBody,
    ): Promise<AdminEpisode> {
      const episode = await findEpisodeOrFail(mediaId);
      const show = (await repository.findShow(episode.showId)) as ShowRow;
      const image = await storePicture(show, `episode-${mediaId}`, type, upload);
      await saveImage(actorId, { type: 'episode', id: mediaId }, image);
      return this.findEpisode(mediaId);
    },

    /** Adds or replaces a captions track of the episode's video, which must be ready. */
    async setCaptions(actorId: string, mediaId: number, body: CaptionsBody): Promise<AdminEpisode> {
      const episode = await findEpisodeOrFail(mediaId);
      const state = episode.assetId ? await media.status(episode.assetId) : undefined;
      if (!episode.assetId || state?.status !== 'ready')
        throw new AppError('CONFLICT', 'Captions can be added once the video is ready.');
      const assetId = episode.assetId;
      await db.transaction(async (tx) => {
        await media.attachCaptions(assetId, body, tx);
        await audit.record(tx, {
          actorId,
          action: 'catalog.episode-captions',
          target: { type: 'episode', id: mediaId },
          before: state.captions,
          after: { language: body.language, label: body.label, bytes: Buffer.byteLength(body.vtt) },
        });
      });
      return this.findEpisode(mediaId);
    },

    /**
     * A livestream's recording becomes an episode at the end of the show's latest season (a "Livestreams"
     * season is opened when the show has none), published once its video is ready or left unpublished.
     * When the show no longer exists the video is still made, with no episode (a private draft).
     */
    async addRecordingEpisode(
      showId: number,
      episode: { title: string; publish: boolean },
      file: string,
    ): Promise<{ mediaId: number | null; assetId: string }> {
      let mediaId: number | null = null;
      const created = await media.createAsset(file, (assetId) =>
        db.transaction(async (tx) => {
          const show = await repository.findShow(showId, tx);
          if (!show) return;
          const season =
            (await repository.listSeasons(showId, tx)).at(-1) ??
            (await repository.insertSeason(showId, { title: 'Livestreams', description: '' }, tx));
          const values = { title: episode.title, description: '', isFree: false };
          mediaId = await repository.insertEpisode(
            season,
            { ...values, publishedAt: episode.publish ? new Date() : null },
            tx,
          );
          await repository.updateEpisode(mediaId, { assetId, ready: false }, tx);
        }),
      );
      return { mediaId, assetId: created.assetId };
    },

    /** Refuses an upload before it starts when its episode does not exist. */
    async assertUploadTarget(mediaId: number): Promise<void> {
      await findEpisodeOrFail(mediaId);
    },

    /**
     * A finished upload becomes the episode's video, transcoded; the episode is listed again once the transcode is
     * done. Handing the same upload on again comes to the same result.
     */
    async attachUpload(actorId: string, mediaId: number, upload: FinishedUpload): Promise<void> {
      const episode = await findEpisodeOrFail(mediaId);
      await media.createAssetFromUpload(upload, (assetId) =>
        db.transaction(async (tx) => {
          await repository.updateEpisode(mediaId, { assetId, ready: false }, tx);
          await audit.record(tx, {
            actorId,
            action: 'catalog.episode-video',
            target: { type: 'episode', id: mediaId },
            ...videoChange(episode.assetId, assetId, upload),
          });
        }),
      );
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
