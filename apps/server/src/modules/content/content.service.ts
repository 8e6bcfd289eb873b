import type {
  Banner,
  Image,
  MediaSummary,
  PromoSection,
  SearchResults,
  Season,
  Show,
  SpecialChannel,
} from '@crewcast/contracts/content';
import type { SQL } from 'drizzle-orm';
import type { AfterCommit, Executor } from '../../db/client';
import type { EventBus } from '../../events';
import { AppError } from '../../http/errors';
import type { BannerRow } from './catalog.repository';
import type { ContentRepository, MediaRow } from './content.repository';

/** What the columns another module adds to a media statement read as. */
type Added<C extends Record<string, SQL>> = { [K in keyof C]: C[K] extends SQL<infer T> ? T : never };

type ShowRow = NonNullable<Awaited<ReturnType<ContentRepository['findShow']>>>;

export function toMediaSummary({ media, showTitle, showSlug, seasonNumber }: MediaRow): MediaSummary {
  return {
    id: media.id,
    title: media.title,
    description: media.description,
    showId: media.showId,
    showTitle,
    showSlug,
    seasonId: media.seasonId,
    seasonNumber,
    episodeNumber: media.episodeNumber,
    durationSeconds: media.durationSeconds,
    // Listed media always have a publishing time; the creation time stands in for a row read otherwise.
    publishedAt: (media.publishedAt ?? media.createdAt).toISOString(),
    isFree: media.isFree,
    tags: media.tags,
    images: media.images,
  };
}

/** The catalog as members browse it: shows, seasons, episodes, banners and curated lists. */
/** `events` is left out where no one listens (the command line's seeding). */
export function toBanner(row: BannerRow): Banner {
  return {
    id: row.id,
    type: row.type as Banner['type'],
    title: row.title,
    text: row.text,
    images: row.images,
    url: row.url,
    showId: row.showId,
    mediaId: row.mediaId,
  };
}

export function createContentService(repository: ContentRepository, events?: EventBus) {
  async function toShows(rows: ShowRow[]): Promise<Show[]> {
    const [seasonRows, free] = await Promise.all([
      repository.listSeasons(rows.map((row) => row.id)),
      repository.showIdsWithFreeMedia(),
    ]);
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      description: row.description,
      tags: row.tags,
      images: row.images,
      hasFreeMedia: free.has(row.id),
      seasons: seasonRows
        .filter((season) => season.showId === row.id)
        .map(({ id, number, title, episodeCount }) => ({ id, number, title, episodeCount })),
    }));
  }

  async function findShowOrFail(where: { id: number } | { slug: string }): Promise<Show> {
    const row = await repository.findShow(where);
    if (!row) throw new AppError('NOT_FOUND', 'That show does not exist.');
    const [show] = await toShows([row]);
    return show as Show;
  }

  return {
    /** Shows with episodes to watch; `showFree` keeps only those with free episodes; `hero` adds the banners. */
    async listChannels(options: {
      hero: boolean;
      showFree: boolean;
    }): Promise<{ hero: Banner[]; shows: Show[] }> {
      const all = (await toShows(await repository.listShows())).filter((show) =>
        show.seasons.some((season) => season.episodeCount > 0),
      );
      const hero = options.hero ? await this.listBanners() : [];
      return { hero, shows: options.showFree ? all.filter((show) => show.hasFreeMedia) : all };
    },

    async listShows(): Promise<Show[]> {
      return toShows(await repository.listShows());
    },

    findShowById: (id: number) => findShowOrFail({ id }),
    findShowBySlug: (slug: string) => findShowOrFail({ slug }),

    async findSeason(id: number): Promise<Season> {
      const season = await repository.findSeason(id);
      if (!season) throw new AppError('NOT_FOUND', 'That season does not exist.');
      const [show, rows] = await Promise.all([
        findShowOrFail({ id: season.showId }),
        repository.listSeasonMedia(id),
      ]);
      return {
        id: season.id,
        number: season.number,
        title: season.title,
        description: season.description,
        show: { id: show.id, slug: show.slug, title: show.title, images: show.images },
        media: rows.map(toMediaSummary),
      };
    },

    async listLatest(offset: number, limit: number): Promise<MediaSummary[]> {
      return (await repository.listLatestMedia(offset, limit)).map(toMediaSummary);
    },

    async search(text: string, limit: number): Promise<SearchResults> {
      const found = await repository.search(text, limit);
      return { shows: await toShows(found.shows), media: found.media.map(toMediaSummary) };
    },

    listedMediaId: repository.listedMediaId,

    /**
     * One statement of the listed media another module's statement picks (`picked`: a join named `picked` with a
     * `media_id` and a `position`), each with the `columns` it adds; see the repository's `prepareMediaPicked`.
     */
    mediaPicked<C extends Record<string, SQL>>(name: string, picked: SQL, columns: C) {
      let statement: ReturnType<typeof repository.prepareMediaPicked<C>> | undefined;
      const added = Object.keys(columns) as (keyof C & string)[];
      return async (params: Record<string, unknown> & { limit: number }) => {
        statement ??= repository.prepareMediaPicked(name, picked, columns);
        // A join on a statement of its own confuses the builder's row type; the rows are media rows with the
        // columns added.
        const rows = (await statement.execute(params)) as unknown as (MediaRow & Added<C>)[];
        return rows.map((row) => ({
          media: toMediaSummary(row),
          added: Object.fromEntries(added.map((key) => [key, row[key]])) as Added<C>,
        }));
      };
    },

    /** Media in the order given, leaving out any that is not listed; the first `limit` of them when given. */
    async listMediaByIds(ids: number[], limit?: number): Promise<MediaSummary[]> {
      const byId = new Map(
        (await repository.listMediaByIds(ids, limit)).map((row) => [row.media.id, toMediaSummary(row)]),
      );
      return ids.flatMap((id) => byId.get(id) ?? []).slice(0, limit);
    },

    async findMedia(id: number): Promise<MediaSummary> {
      const [item] = await this.listMediaByIds([id]);
      if (!item) throw new AppError('NOT_FOUND', 'That video does not exist.');
      return item;
    },

    /** A listed media item with the asset its video is in, for playback. */
    async findPlayable(mediaId: number): Promise<{ media: MediaSummary; assetId: string }> {
      const [item] = await this.listMediaByIds([mediaId]);
      const assetId = item && (await repository.findAssetId(mediaId));
      if (!item || !assetId) throw new AppError('NOT_FOUND', 'That video does not exist.');
      return { media: item, assetId };
    },

    /** Adds an episode whose video is being made; the show and season are created when new. */
    async addEpisode(episode: {
      show: { slug: string; title: string; description?: string; tags?: string[]; images?: Image[] };
      seasonNumber: number;
      title: string;
      description?: string;
      isFree?: boolean;
      assetId: string;
    }): Promise<{ mediaId: number; showId: number }> {
      const show = await repository.upsertShow({
        slug: episode.show.slug,
        title: episode.show.title,
        description: episode.show.description ?? '',
        tags: episode.show.tags ?? [],
        images: episode.show.images ?? [],
      });
      const season = await repository.findOrCreateSeason(show.id, episode.seasonNumber);
      const row = await repository.insertMedia({
        showId: show.id,
        seasonId: season.id,
        episodeNumber: await repository.nextEpisodeNumber(season.id),
        title: episode.title,
        description: episode.description ?? '',
        isFree: episode.isFree ?? false,
        tags: episode.show.tags ?? [],
        assetId: episode.assetId,
      });
      return { mediaId: row.id, showId: show.id };
    },

    addSpecialChannel: (name: string, title: string, mediaIds: number[]) =>
      repository.insertSpecialChannel(name, title, mediaIds),

    addBanner: (banner: Omit<Banner, 'id'>) => repository.insertBanner(banner),

    /** An episode title per asset, for the console's list of uploads. */
    async titlesByAsset(assetIds: readonly string[]): Promise<Map<string, string>> {
      const rows = await repository.findTitlesByAssets([...new Set(assetIds)]);
      return new Map(rows.flatMap((row) => (row.assetId ? [[row.assetId, row.title] as const] : [])));
    },

    /**
     * Lists the media using a published asset, with its frame as their thumbnail, in the caller's transaction;
     * each is announced once it has committed.
     */
    async markAssetReady(
      assetId: string,
      durationSeconds: number,
      thumbnailUrl: string,
      tx: Executor,
      afterCommit: AfterCommit,
    ): Promise<void> {
      const thumbnail = { type: 'thumbnail' as const, url: thumbnailUrl };
      const episodes = await repository.markAssetReady(assetId, durationSeconds, thumbnail, tx);
      afterCommit.push(async () => {
        for (const { id, publishedAt } of episodes)
          events?.emit('episode.changed', { mediaId: id, publishedAt: publishedAt?.toISOString() ?? null });
      });
    },

    async findSpecialChannel(name: string): Promise<SpecialChannel> {
      const channel = await repository.findSpecialChannel(name);
      if (!channel) throw new AppError('NOT_FOUND', `There is no special channel named ${name}.`);
      return { name: channel.name, title: channel.title, media: await this.listMediaByIds(channel.mediaIds) };
    },

    async findPromoSection(name: string): Promise<PromoSection> {
      const row = await repository.findPromoSection(name);
      if (!row) throw new AppError('NOT_FOUND', `There is no promo section named ${name}.`);
      return { name: row.name, images: row.images, text: row.text, urls: row.urls };
    },

    savePromoSection: (section: PromoSection) => repository.upsertPromoSection(section),

    async listBanners(): Promise<Banner[]> {
      return (await repository.listHeroBanners()).map(toBanner);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
