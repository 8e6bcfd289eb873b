import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow, onlyRow } from '../../db/first-row';
import {
  banners,
  media,
  promoSections,
  seasons,
  shows,
  specialChannelItems,
  specialChannels,
} from './content.schema';

export type ShowRow = typeof shows.$inferSelect;
export type SeasonRow = typeof seasons.$inferSelect;
export type EpisodeRow = typeof media.$inferSelect & { listed: boolean };
export type BannerRow = typeof banners.$inferSelect;

/** Members see an episode once it is published, its time has come and its video is ready. */
const listedColumn = sql<boolean>`(${media.ready} and coalesce(${media.publishedAt} <= now(), false))`;

const episodeColumns = { ...getTableColumns(media), listed: listedColumn };

/** Gives each id its index as position, in one statement. */
function positionsOf(ids: number[]) {
  const list = sql.raw(`ARRAY[${ids.map((id) => Math.trunc(Number(id))).join(',')}]::int[]`);
  return sql`unnest(${list}) with ordinality as o(id, position)`;
}

/** The console's view of the catalog: every show, season and episode, listed or not. */
export function createCatalogRepository(db: Executor) {
  return {
    /** Shows in their order, with how many seasons, episodes and listed episodes each has. */
    async listShowSummaries(tx: Executor = db) {
      return tx
        .select({
          show: shows,
          seasonCount: sql<number>`(select count(*)::int from ${seasons} where ${seasons.showId} = ${shows.id})`,
          episodeCount: sql<number>`(select count(*)::int from ${media} where ${media.showId} = ${shows.id})`,
          listedCount: sql<number>`(select count(*)::int from ${media} where ${media.showId} = ${shows.id} and ${listedColumn})`,
        })
        .from(shows)
        .orderBy(asc(shows.position), asc(shows.id));
    },

    findShow(id: number, tx: Executor = db): Promise<ShowRow | undefined> {
      return firstRow(tx.select().from(shows).where(eq(shows.id, id)));
    },

    findShowBySlug(slug: string, tx: Executor = db): Promise<ShowRow | undefined> {
      return firstRow(tx.select().from(shows).where(eq(shows.slug, slug)));
    },

    /** A new show goes last. */
    insertShow(
      values: Pick<ShowRow, 'slug' | 'title' | 'description' | 'tags'>,
      tx: Executor = db,
    ): Promise<ShowRow> {
      return onlyRow(
        tx
          .insert(shows)
          .values({
            ...values,
            position: sql`(select coalesce(max(${shows.position}), 0) + 1 from ${shows})`,
          })
          .returning(),
      );
    },

    updateShow(
      id: number,
      values: Partial<Pick<ShowRow, 'slug' | 'title' | 'description' | 'tags' | 'images'>>,
      tx: Executor = db,
    ): Promise<ShowRow | undefined> {
      return firstRow(tx.update(shows).set(values).where(eq(shows.id, id)).returning());
    },

    async orderShows(ids: number[], tx: Executor = db): Promise<void> {
      await tx.execute(
        sql`update ${shows} set position = o.position from ${positionsOf(ids)} where ${shows.id} = o.id`,
      );
    },

    async listSeasons(showId: number, tx: Executor = db): Promise<SeasonRow[]> {
      return tx.select().from(seasons).where(eq(seasons.showId, showId)).orderBy(asc(seasons.number));
    },

    findSeason(id: number, tx: Executor = db): Promise<SeasonRow | undefined> {
      return firstRow(tx.select().from(seasons).where(eq(seasons.id, id)));
    },

    /** The next season number of the show. */
    insertSeason(
      showId: number,
      values: Pick<SeasonRow, 'title' | 'description'>,
      tx: Executor = db,
    ): Promise<SeasonRow> {
      return onlyRow(
        tx
          .insert(seasons)
          .values({
            showId,
            ...values,
            number: sql`(select coalesce(max(${seasons.number}), 0) + 1 from ${seasons} where ${seasons.showId} = ${showId})`,
          })
          .returning(),
      );
    },

    updateSeason(
      id: number,
      values: Pick<SeasonRow, 'title' | 'description'>,
      tx: Executor = db,
    ): Promise<SeasonRow | undefined> {
      return firstRow(tx.update(seasons).set(values).where(eq(seasons.id, id)).returning());
    },

    async listEpisodes(showId: number, tx: Executor = db): Promise<EpisodeRow[]> {
      return tx
        .select(episodeColumns)
        .from(media)
        .where(eq(media.showId, showId))
        .orderBy(asc(media.episodeNumber), asc(media.id));
    },

    findEpisode(id: number, tx: Executor = db): Promise<EpisodeRow | undefined> {
      return firstRow(tx.select(episodeColumns).from(media).where(eq(media.id, id)));
    },

    /** A new episode goes last in its season, unpublished and without a video. */
    async insertEpisode(
      season: SeasonRow,
      values: Pick<EpisodeRow, 'title' | 'description' | 'isFree' | 'publishedAt'>,
      tx: Executor = db,
    ): Promise<number> {
      const [row] = await tx
        .insert(media)
        .values({
          showId: season.showId,
          seasonId: season.id,
          ...values,
          episodeNumber: sql`(select coalesce(max(${media.episodeNumber}), 0) + 1 from ${media} where ${media.seasonId} = ${season.id})`,
        })
        .returning({ id: media.id });
      return (row as { id: number }).id;
    },

    async updateEpisode(
      id: number,
      values: Partial<
        Pick<EpisodeRow, 'title' | 'description' | 'isFree' | 'publishedAt' | 'images' | 'assetId' | 'ready'>
      >,
      tx: Executor = db,
    ): Promise<void> {
      await tx.update(media).set(values).where(eq(media.id, id));
    },

    async episodeIdsOf(seasonId: number, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .select({ id: media.id })
        .from(media)
        .where(eq(media.seasonId, seasonId))
        .orderBy(asc(media.episodeNumber), asc(media.id));
      return rows.map((row) => row.id);
    },

    async orderEpisodes(seasonId: number, ids: number[], tx: Executor = db): Promise<void> {
      await tx.execute(
        sql`update ${media} set episode_number = o.position from ${positionsOf(ids)}
          where ${media.id} = o.id and ${media.seasonId} = ${seasonId}`,
      );
    },

    async listBanners(tx: Executor = db): Promise<BannerRow[]> {
      return tx.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
    },

    findBanner(id: number, tx: Executor = db): Promise<BannerRow | undefined> {
      return firstRow(tx.select().from(banners).where(eq(banners.id, id)));
    },

    insertBanner(values: Omit<typeof banners.$inferInsert, 'position'>, tx: Executor = db) {
      return onlyRow(
        tx
          .insert(banners)
          .values({
            ...values,
            position: sql`(select coalesce(max(${banners.position}), 0) + 1 from ${banners})`,
          })
          .returning(),
      );
    },

    updateBanner(id: number, values: Partial<typeof banners.$inferInsert>, tx: Executor = db) {
      return firstRow(tx.update(banners).set(values).where(eq(banners.id, id)).returning());
    },

    async deleteBanner(id: number, tx: Executor = db): Promise<void> {
      await tx.delete(banners).where(eq(banners.id, id));
    },

    async bannerIds(tx: Executor = db): Promise<number[]> {
      return (await tx.select({ id: banners.id }).from(banners)).map((row) => row.id);
    },

    async orderBanners(ids: number[], tx: Executor = db): Promise<void> {
      await tx.execute(
        sql`update ${banners} set position = o.position from ${positionsOf(ids)} where ${banners.id} = o.id`,
      );
    },

    async listSpecialChannels(tx: Executor = db) {
      const channels = await tx.select().from(specialChannels).orderBy(asc(specialChannels.name));
      const items = await tx.select().from(specialChannelItems).orderBy(asc(specialChannelItems.position));
      return channels.map((channel) => ({
        name: channel.name,
        title: channel.title,
        mediaIds: items.filter((item) => item.channelName === channel.name).map((item) => item.mediaId),
      }));
    },

    /** Creates the channel or replaces its title and episodes. */
    async replaceSpecialChannel(name: string, title: string, mediaIds: number[], tx: Executor = db) {
      await tx
        .insert(specialChannels)
        .values({ name, title })
        .onConflictDoUpdate({ target: specialChannels.name, set: { title } });
      await tx.delete(specialChannelItems).where(eq(specialChannelItems.channelName, name));
      if (mediaIds.length > 0)
        await tx
          .insert(specialChannelItems)
          .values(mediaIds.map((mediaId, position) => ({ channelName: name, mediaId, position })));
    },

    async existingEpisodeIds(ids: number[], tx: Executor = db): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await tx.select({ id: media.id }).from(media).where(inArray(media.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    async listPromoSections(tx: Executor = db) {
      return tx.select().from(promoSections).orderBy(asc(promoSections.name));
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
