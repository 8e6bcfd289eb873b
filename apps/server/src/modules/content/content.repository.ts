import type { Image } from '@crewcast/contracts/content';
import { and, asc, count, desc, eq, inArray, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow, onlyRow } from '../../db/first-row';
import {
  banners,
  media,
  promoSections,
  searchDocument,
  seasons,
  shows,
  specialChannelItems,
  specialChannels,
} from './content.schema';

/** How alike a title's words must read to the member's words (pg_trgm strict word similarity, 0-1) to count as a typo. */
const TYPO_SIMILARITY = 0.4;
/** How many shows a search answers beside its episodes. */
const SEARCH_SHOWS = 6;

/** Media a member may find: published and with a ready video. */
const listed = () => and(eq(media.ready, true), lte(media.publishedAt, sql`now()`)) as SQL;

/** A column of the media row's show, looked up by key. */
const ofShow = (column: typeof shows.title | typeof shows.slug) =>
  sql<string>`(select ${column} from ${shows} where ${shows.id} = ${media.showId})`;

export function createContentRepository(db: Executor) {
  /**
   * Listed media with their show's title and slug and their season's number, each looked up by key for the rows
   * chosen: joining would have the planner hash every show and season for a handful of rows.
   */
  const mediaColumns = {
    media,
    showTitle: ofShow(shows.title),
    showSlug: ofShow(shows.slug),
    seasonNumber: sql<
      number | null
    >`(select ${seasons.number} from ${seasons} where ${seasons.id} = ${media.seasonId})`,
  };

  function mediaRows(where: SQL | undefined, tx: Executor) {
    return tx.select(mediaColumns).from(media).where(and(listed(), where));
  }

  const prepareMediaByIds = () =>
    mediaRows(sql`${media.id} = any(${sql.placeholder('ids')})`, db)
      .orderBy(sql`array_position(${sql.placeholder('ids')}::integer[], ${media.id})`)
      .limit(sql.placeholder('limit'))
      .prepare('media_by_ids');
  let mediaByIds: ReturnType<typeof prepareMediaByIds> | undefined;

  return {
    async listShows(tx: Executor = db) {
      return tx.select().from(shows).orderBy(asc(shows.position), asc(shows.id));
    },

    async findShow(where: { id: number } | { slug: string }, tx: Executor = db) {
      const condition = 'id' in where ? eq(shows.id, where.id) : eq(shows.slug, where.slug);
      return firstRow(tx.select().from(shows).where(condition));
    },

    /** Seasons of the given shows with how many listed episodes each has. */
    async listSeasons(showIds: number[], tx: Executor = db) {
      if (showIds.length === 0) return [];
      return tx
        .select({
          id: seasons.id,
          showId: seasons.showId,
          number: seasons.number,
          title: seasons.title,
          episodeCount: count(media.id),
        })
        .from(seasons)
        .leftJoin(media, and(eq(media.seasonId, seasons.id), listed()))
        .where(inArray(seasons.showId, showIds))
        .groupBy(seasons.id)
        .orderBy(asc(seasons.number));
    },

    findSeason(id: number, tx: Executor = db) {
      return firstRow(tx.select().from(seasons).where(eq(seasons.id, id)));
    },

    /** Show ids that have at least one free listed episode. */
    async showIdsWithFreeMedia(tx: Executor = db): Promise<Set<number>> {
      const rows = await tx
        .selectDistinct({ showId: media.showId })
        .from(media)
        .where(and(listed(), eq(media.isFree, true)));
      return new Set(rows.map((row) => row.showId));
    },

    async listSeasonMedia(seasonId: number, tx: Executor = db) {
      return mediaRows(eq(media.seasonId, seasonId), tx).orderBy(asc(media.episodeNumber), asc(media.id));
    },

    async listLatestMedia(offset: number, limit: number, tx: Executor = db) {
      return mediaRows(undefined, tx)
        .orderBy(desc(media.publishedAt), desc(media.id))
        .offset(offset)
        .limit(limit);
    },

    /**
     * Shows with listed episodes, and listed episodes, that match the member's words: every word in the title or
     * description (stemmed), a title that reads like the words (typos), or a tag; best matches first.
     */
    async search(text: string, limit: number, tx: Executor = db) {
      const words = sql`websearch_to_tsquery('english', ${text})`;
      const tags = sql`string_to_array(lower(${text}), ' ')`;
      const showScore = sql<number>`ts_rank_cd(${searchDocument(shows.title, shows.description)}, ${words})
        + strict_word_similarity(${text}, ${shows.title}) + case when ${shows.tags} && ${tags} then 0.5 else 0 end`;
      const mediaScore = sql<number>`ts_rank_cd(${searchDocument(media.title, media.description)}, ${words})
        + strict_word_similarity(${text}, ${media.title}) + 0.8 * strict_word_similarity(${text}, ${ofShow(shows.title)})
        + case when ${media.tags} && ${tags} then 0.5 else 0 end`;
      // The episodes of a show whose title matches are found through the show ids first, so each test can use its
      // index (a match on the joined show's title would read every episode).
      return tx.transaction(async (t) => {
        await t.execute(
          sql`select set_config('pg_trgm.strict_word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`,
        );
        const [showRows, mediaRowsFound] = await Promise.all([
          t
            .select()
            .from(shows)
            .where(
              and(
                sql`exists (select 1 from ${media} where ${media.showId} = ${shows.id} and ${listed()})`,
                sql`(${searchDocument(shows.title, shows.description)} @@ ${words}
                  or ${text} <<% ${shows.title} or ${shows.tags} && ${tags})`,
              ),
            )
            .orderBy(desc(showScore), asc(shows.position))
            .limit(SEARCH_SHOWS),
          mediaRows(
            sql`(${searchDocument(media.title, media.description)} @@ ${words}
              or ${text} <<% ${media.title} or ${media.tags} && ${tags}
              or ${media.showId} = any(array(select id from shows where ${text} <<% title)))`,
            t,
          )
            .orderBy(desc(mediaScore), desc(media.publishedAt), desc(media.id))
            .limit(limit),
        ]);
        return { shows: showRows, media: mediaRowsFound };
      });
    },

    /** A listed media item's id as a subquery another module's statement writes from (a progress save). */
    listedMediaId(mediaId: number | Placeholder) {
      return db
        .select({ mediaId: media.id })
        .from(media)
        .where(and(listed(), eq(media.id, mediaId)))
        .as('listed_media');
    },

    /**
     * Prepares one statement of the listed media another module's statement picks, at most the `limit` placeholder:
     * `picked` is that statement as a join named `picked` (over its own placeholders) with a `media_id` and a
     * `position` to order by, and `columns` what it adds to each media row. One round trip where reading the ids
     * and then their media would be two.
     */
    prepareMediaPicked<C extends Record<string, SQL>>(name: string, picked: SQL, columns: C) {
      return db
        .select({ ...mediaColumns, ...columns })
        .from(media)
        .innerJoin(picked, sql`picked.media_id = ${media.id}`)
        .where(listed())
        .orderBy(sql`picked.position`)
        .limit(sql.placeholder('limit'))
        .prepare(name);
    },

    /**
     * The first `limit` listed media of `ids`, in their order. Read on most member requests (rails, progress saves,
     * playback), so prepared once rather than planned each time.
     */
    async listMediaByIds(ids: number[], limit = ids.length) {
      if (ids.length === 0 || limit <= 0) return [];
      mediaByIds ??= prepareMediaByIds();
      return mediaByIds.execute({ ids, limit });
    },

    async findAssetId(mediaId: number, tx: Executor = db): Promise<string | null | undefined> {
      const [row] = await tx
        .select({ assetId: media.assetId })
        .from(media)
        .where(and(listed(), eq(media.id, mediaId)));
      return row?.assetId;
    },

    /** The titles of the episodes that use these assets, listed or not. */
    async findTitlesByAssets(assetIds: string[], tx: Executor = db) {
      if (assetIds.length === 0) return [];
      return tx
        .select({ assetId: media.assetId, title: media.title })
        .from(media)
        .where(inArray(media.assetId, assetIds));
    },

    /** Lists every media item whose video is now published; the video's frame is its thumbnail unless one was set. */
    async markAssetReady(
      assetId: string,
      durationSeconds: number,
      thumbnail: Image,
      tx: Executor = db,
    ): Promise<{ id: number; publishedAt: Date | null }[]> {
      const isFrame = (image: SQL) => sql`${image}->>'url' like '/images/media/%'`;
      const others = sql`(select coalesce(jsonb_agg(i), '[]'::jsonb) from jsonb_array_elements(${media.images}) i
        where i->>'type' <> 'thumbnail')`;
      const chosen = sql`exists (select 1 from jsonb_array_elements(${media.images}) i
        where i->>'type' = 'thumbnail' and not ${isFrame(sql`i`)})`;
      return tx
        .update(media)
        .set({
          ready: true,
          durationSeconds,
          images: sql`case when ${chosen} then ${media.images} else ${others} || ${JSON.stringify([thumbnail])}::jsonb end`,
        })
        .where(eq(media.assetId, assetId))
        .returning({ id: media.id, publishedAt: media.publishedAt });
    },

    upsertShow(values: typeof shows.$inferInsert, tx: Executor = db) {
      return onlyRow(
        tx
          .insert(shows)
          .values(values)
          .onConflictDoUpdate({ target: shows.slug, set: { slug: sql`excluded.slug` } })
          .returning(),
      );
    },

    async findOrCreateSeason(showId: number, number: number, tx: Executor = db) {
      const [existing] = await tx
        .select()
        .from(seasons)
        .where(and(eq(seasons.showId, showId), eq(seasons.number, number)));
      if (existing) return existing;
      return onlyRow(
        tx
          .insert(seasons)
          .values({ showId, number, title: `Season ${number}` })
          .returning(),
      );
    },

    async nextEpisodeNumber(seasonId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ last: sql<number>`coalesce(max(${media.episodeNumber}), 0)` })
        .from(media)
        .where(eq(media.seasonId, seasonId));
      return Number(row?.last ?? 0) + 1;
    },

    insertMedia(values: typeof media.$inferInsert, tx: Executor = db) {
      return onlyRow(tx.insert(media).values(values).returning());
    },

    async insertSpecialChannel(name: string, title: string, mediaIds: number[], tx: Executor = db) {
      await tx.insert(specialChannels).values({ name, title }).onConflictDoNothing();
      if (mediaIds.length === 0) return;
      await tx
        .insert(specialChannelItems)
        .values(mediaIds.map((mediaId, position) => ({ channelName: name, mediaId, position })))
        .onConflictDoNothing();
    },

    async insertBanner(values: typeof banners.$inferInsert, tx: Executor = db) {
      await tx.insert(banners).values(values);
    },

    async findSpecialChannel(name: string, tx: Executor = db) {
      const [channel] = await tx.select().from(specialChannels).where(eq(specialChannels.name, name));
      if (!channel) return undefined;
      const items = await tx
        .select({ mediaId: specialChannelItems.mediaId })
        .from(specialChannelItems)
        .where(eq(specialChannelItems.channelName, name))
        .orderBy(asc(specialChannelItems.position));
      return { ...channel, mediaIds: items.map((item) => item.mediaId) };
    },

    findPromoSection(name: string, tx: Executor = db) {
      return firstRow(tx.select().from(promoSections).where(eq(promoSections.name, name)));
    },

    /** Writes a promo section, replacing one of the same name. */
    async upsertPromoSection(values: typeof promoSections.$inferInsert, tx: Executor = db) {
      await tx
        .insert(promoSections)
        .values(values)
        .onConflictDoUpdate({
          target: promoSections.name,
          set: { images: sql`excluded.images`, text: sql`excluded.text`, urls: sql`excluded.urls` },
        });
    },

    async listHeroBanners(tx: Executor = db) {
      return tx
        .select()
        .from(banners)
        .where(eq(banners.active, true))
        .orderBy(asc(banners.position), asc(banners.id));
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
export type MediaRow = Awaited<ReturnType<ContentRepository['listLatestMedia']>>[number];
