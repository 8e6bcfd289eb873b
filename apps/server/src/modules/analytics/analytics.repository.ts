import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { media, shows } from '../content/content.schema';
import { devices } from '../devices/devices.schema';
import {
  viewingDaily,
  viewingEpisodeWindows,
  viewingEvents,
  viewingFirstDays,
  viewingLastDays,
  viewingNetworkDaily,
  viewingPeriodViewers,
  viewingRolledDays,
  viewingShowDaily,
  viewingShowLastDays,
} from './analytics.schema';
import type { ViewingIncrement } from './viewing-buffer';
import { addDays, SEGMENTS } from './viewing-rules';

/** Which episodes a read covers: the network, one show or one episode. */
export type ViewingScope =
  { kind: 'network' } | { kind: 'show'; showId: number } | { kind: 'episode'; mediaId: number };

/** A period read over: both ends included, as YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

const TOP = 10;

/** The device group of a sign-in's platform; a row whose device was removed since counts as other. */
const deviceGroup = sql`case
  when ${devices.platform} ilike '%tv%' or ${devices.platform} ilike '%cast%' then 'tv'
  when ${devices.platform} in ('web', 'ios', 'android') then ${devices.platform}
  else 'other' end`;

const retentionCounts = sql.raw(
  `array[${Array.from(
    { length: SEGMENTS },
    (_, index) => `count(*) filter (where e.viewed and e.segments & ${1 << index} <> 0)`,
  ).join(', ')}]::int[]`,
);

/** Per twentieth, the sum of a set of rollup rows' retention buckets (1-based, as PostgreSQL arrays are). */
const summedRetention = sql.raw(
  `array[${Array.from({ length: SEGMENTS }, (_, index) => `sum(retention[${index + 1}])`).join(', ')}]::int[]`,
);

/** How finely a read needs the rollups: per day and device, and also per show, or per episode. */
type Level = ViewingScope['kind'];
const LEVELS: Record<Level, { rank: number; table: SQL; keys: SQL }> = {
  network: { rank: 0, table: sql`${viewingNetworkDaily}`, keys: sql`day, device` },
  show: { rank: 1, table: sql`${viewingShowDaily}`, keys: sql`day, show_id, device` },
  episode: { rank: 2, table: sql`${viewingDaily}`, keys: sql`day, media_id, show_id, device` },
};

/** The raw rows of a range folded like the rollups: one row per day, episode and device. */
function rawDaily(range: DayRange): SQL {
  return sql`select e.day, e.media_id, m.show_id, ${deviceGroup} as device,
      (count(*) filter (where e.viewed))::int as views,
      sum(e.watched_seconds::float8) as watch_seconds,
      coalesce(sum(bit_count(e.segments::bit(${sql.raw(String(SEGMENTS))}))::float8 / ${SEGMENTS}) filter (where e.viewed), 0) as share_sum,
      ${retentionCounts} as retention
    from ${viewingEvents} e
    join ${media} m on m.id = e.media_id
    left join ${devices} on ${devices.userId} = e.user_id and ${devices.deviceIdentifier} = e.device_identifier
    where e.day between ${range.from} and ${range.to}
    group by e.day, e.media_id, m.show_id, 4`;
}

function scopeFilter(scope: ViewingScope, mediaColumn: SQL, showColumn: SQL): SQL {
  if (scope.kind === 'show') return sql`${showColumn} = ${scope.showId}`;
  if (scope.kind === 'episode') return sql`${mediaColumn} = ${scope.mediaId}`;
  return sql`true`;
}

// Each view's share is a whole number of segments over SEGMENTS, so the shares' sum times SEGMENTS is a whole
// number of segments, whichever order the rollups summed them in: the average is worked out from it.
const figures = sql`sum(views)::int as views, coalesce(sum(watch_seconds), 0)::float8 as watch_seconds,
  round(coalesce(sum(share_sum), 0) * ${SEGMENTS})::int8::text as segments_watched`;

interface FigureRow extends Record<string, unknown> {
  views: number | null;
  watch_seconds: number;
  segments_watched: string;
}

/** Tenths of a second and hundredths of a percent: finer would be noise. */
const toFigures = (row: FigureRow) => {
  const views = row.views ?? 0;
  const share = views > 0 ? Number(row.segments_watched) / SEGMENTS / views : 0;
  return {
    views,
    watchSeconds: Math.round(row.watch_seconds * 10) / 10,
    averageShareWatched: Math.round(share * 10_000) / 10_000,
  };
};

/** The first day a read takes from the raw rows: the day after the watermark, or the range's first when later. */
function firstRawDay(range: DayRange, rolledUpTo: string | null): string {
  const rolled = rolledUpTo ?? '0001-01-01';
  return rolled >= range.from ? addDays(rolled, 1) : range.from;
}

/**
 * Rollup rows up to the watermark and the `raw` rows of the report's statement (the raw rows after the watermark,
 * folded once), in one shape, for the scope and range; `grouping` is how finely the read needs them (by show or
 * episode), the scope's own level when finer.
 */
function daily(
  scope: ViewingScope,
  range: DayRange,
  rolledUpTo: string | null,
  grouping: Level = 'network',
): SQL {
  const rolled = rolledUpTo ?? '0001-01-01';
  const { table, keys } =
    LEVELS[grouping].rank > LEVELS[scope.kind].rank ? LEVELS[grouping] : LEVELS[scope.kind];
  return sql`(
    select ${keys}, views, watch_seconds, share_sum, retention from ${table}
      where day between ${range.from} and least(${range.to}::date, ${rolled}::date)
        and ${scopeFilter(scope, sql`media_id`, sql`show_id`)}
    union all
    select ${keys}, views, watch_seconds, share_sum, retention from raw
  ) as daily`;
}

/**
 * Per episode, the figures of the scope and range (several rows an episode, summed by the reader). The network's
 * come from the episode windows of the watermark when the range is one of them, and otherwise (a window not yet
 * written) from the daily rollups, as a show's and an episode's do.
 */
function episodeTotals(scope: ViewingScope, range: DayRange, rolledUpTo: string | null): SQL {
  if (scope.kind !== 'network' || !rolledUpTo || rolledUpTo < range.from)
    return daily(scope, range, rolledUpTo, 'episode');
  const window = sql`from ${viewingEpisodeWindows} where from_day = ${range.from} and to_day = ${rolledUpTo}`;
  return sql`(
    select media_id, views, watch_seconds, share_sum ${window}
    union all
    select media_id, views, watch_seconds, share_sum from ${viewingDaily}
      where day between ${range.from} and ${rolledUpTo} and not exists (select 1 ${window})
    union all
    select media_id, views, watch_seconds, share_sum from raw
  ) as daily`;
}

/** A JSON array of a query's rows, in `order` (empty when it has none). */
const jsonRows = (query: SQL, order: SQL) =>
  sql`(select coalesce(json_agg(part order by ${order}), '[]') from (${query}) part)`;

/** The network's members with a view in the range up to the watermark, and of those the new ones, counted. */
const networkViewerCounts = (range: DayRange, rolled: string) => ({
  viewers: sql`(select count(*) from ${viewingLastDays} where last_day between ${range.from} and ${rolled})`,
  // Every member whose first day is in the range viewed in it, so was counted.
  newViewers: sql`(select count(*) from ${viewingFirstDays} where first_day between ${range.from} and ${rolled})`,
});

/**
 * The members a report counts from the last viewed days up to the watermark: how many, whether one of them is
 * `user`, and how many of them are new (first viewed on the network in the range). The network's are the counts
 * the rollup stored for the range and watermark, else counted from its last days; a show's come from its last
 * days; an episode's from its raw rows alone, kept at least as long as the longest period.
 */
function rolledViewers(scope: ViewingScope, range: DayRange, rolled: string) {
  if (scope.kind === 'episode') {
    return { count: sql`0`, has: () => sql`false`, newOnes: sql`0` };
  }
  if (scope.kind === 'network') {
    const within = sql`l.last_day between ${range.from} and ${rolled}`;
    const counted = networkViewerCounts(range, rolled);
    const stored = (column: SQL) => sql`(select ${column} from ${viewingPeriodViewers}
      where from_day = ${range.from} and to_day = ${rolled})`;
    return {
      count: sql`coalesce(${stored(sql`viewers`)}, ${counted.viewers})`,
      has: (user: SQL) =>
        sql`exists (select 1 from ${viewingLastDays} l where l.user_id = ${user} and ${within})`,
      newOnes: sql`coalesce(${stored(sql`new_viewers`)}, ${counted.newViewers})`,
    };
  }
  const within = sql`l.show_id = ${scope.showId} and l.last_day between ${range.from} and ${rolled}`;
  return {
    count: sql`(select count(*) from ${viewingShowLastDays} l where ${within})`,
    has: (user: SQL) =>
      sql`exists (select 1 from ${viewingShowLastDays} l where l.user_id = ${user} and ${within})`,
    newOnes: sql`(select count(*) from ${viewingShowLastDays} l join ${viewingFirstDays} f on f.user_id = l.user_id
      where ${within} and f.first_day >= ${range.from})`,
  };
}

export function createAnalyticsRepository(db: Executor) {
  /** The last day in the rollups: days up to it are read from them, later days from the raw rows. */
  async function watermark(tx: Executor = db): Promise<string | null> {
    const result = await tx.execute<{ day: string | null }>(
      sql`select max(${viewingRolledDays.day})::text as day from ${viewingRolledDays}`,
    );
    return result.rows[0]?.day ?? null;
  }

  return {
    /** Adds a flush of the viewing buffer to the members' days, in one statement. */
    async addViewing(increments: ViewingIncrement[], tx: Executor = db): Promise<void> {
      if (increments.length === 0) return;
      await tx
        .insert(viewingEvents)
        .values(increments)
        .onConflictDoUpdate({
          target: [viewingEvents.day, viewingEvents.userId, viewingEvents.mediaId],
          set: {
            deviceIdentifier: sql`excluded.device_identifier`,
            watchedSeconds: sql`${viewingEvents.watchedSeconds} + excluded.watched_seconds`,
            durationSeconds: sql`greatest(${viewingEvents.durationSeconds}, excluded.duration_seconds)`,
            segments: sql`${viewingEvents.segments} | excluded.segments`,
          },
        });
    },

    watermark,

    /** The earliest day with raw rows, where a first rollup starts. */
    async firstRawDay(tx: Executor = db): Promise<string | null> {
      const result = await tx.execute<{ day: string | null }>(
        sql`select min(${viewingEvents.day})::text as day from ${viewingEvents}`,
      );
      return result.rows[0]?.day ?? null;
    },

    /**
     * Writes one day's rollup from its raw rows, replacing what an earlier run wrote, and records the day as rolled;
     * run in a transaction, so a day is either all rolled or not at all.
     */
    async rollUpDay(day: string, tx: Executor): Promise<void> {
      await tx.execute(sql`delete from ${viewingDaily} where ${viewingDaily.day} = ${day}`);
      await tx.execute(sql`insert into ${viewingDaily}
        (day, media_id, show_id, device, views, watch_seconds, share_sum, retention)
        ${rawDaily({ from: day, to: day })}`);
      await tx.execute(sql`delete from ${viewingShowDaily} where ${viewingShowDaily.day} = ${day}`);
      await tx.execute(sql`insert into ${viewingShowDaily}
        (day, show_id, device, views, watch_seconds, share_sum, retention)
        select day, show_id, device, sum(views), sum(watch_seconds), sum(share_sum), ${summedRetention}
        from ${viewingDaily} where day = ${day} group by day, show_id, device`);
      await tx.execute(sql`delete from ${viewingNetworkDaily} where ${viewingNetworkDaily.day} = ${day}`);
      await tx.execute(sql`insert into ${viewingNetworkDaily}
        (day, device, views, watch_seconds, share_sum, retention)
        select day, device, sum(views), sum(watch_seconds), sum(share_sum), ${summedRetention}
        from ${viewingDaily} where day = ${day} group by day, device`);
      await tx.execute(sql`insert into ${viewingFirstDays} (user_id, first_day)
        select distinct user_id, ${day}::date from ${viewingEvents} where day = ${day} and viewed
        on conflict (user_id) do update set first_day = least(${viewingFirstDays.firstDay}, excluded.first_day)`);
      await tx.execute(sql`insert into ${viewingLastDays} (user_id, last_day)
        select distinct user_id, ${day}::date from ${viewingEvents} where day = ${day} and viewed
        on conflict (user_id) do update set last_day = greatest(${viewingLastDays.lastDay}, excluded.last_day)`);
      await tx.execute(sql`insert into ${viewingShowLastDays} (show_id, user_id, last_day)
        select distinct m.show_id, e.user_id, ${day}::date
        from ${viewingEvents} e join ${media} m on m.id = e.media_id where e.day = ${day} and e.viewed
        on conflict (show_id, user_id) do update
          set last_day = greatest(${viewingShowLastDays.lastDay}, excluded.last_day)`);
      await tx
        .insert(viewingRolledDays)
        .values({ day })
        .onConflictDoUpdate({ target: viewingRolledDays.day, set: { rolledAt: sql`now()` } });
    },

    /**
     * Writes each episode's figures and the network's viewers over the rolled-up days of each period (`periodDays`
     * long, ending the day after the watermark), unless they are already written for the watermark.
     */
    async refreshWindows(periodDays: readonly number[], tx: Executor): Promise<void> {
      const rolled = await watermark(tx);
      if (!rolled) return;
      const current = await tx.execute(sql`select 1
        where exists (select 1 from ${viewingEpisodeWindows} where to_day = ${rolled})
          and exists (select 1 from ${viewingPeriodViewers} where to_day = ${rolled})`);
      if (current.rows.length > 0) return;
      await tx.execute(sql`delete from ${viewingEpisodeWindows}`);
      await tx.execute(sql`delete from ${viewingPeriodViewers}`);
      for (const days of periodDays) {
        const from = addDays(rolled, 2 - days);
        await tx.execute(sql`insert into ${viewingEpisodeWindows}
          (from_day, to_day, media_id, views, watch_seconds, share_sum)
          select ${from}::date, ${rolled}::date, media_id, sum(views), sum(watch_seconds), sum(share_sum)
          from ${viewingDaily} where day between ${from} and ${rolled} group by media_id`);
        const counted = networkViewerCounts({ from, to: rolled }, rolled);
        await tx.execute(sql`insert into ${viewingPeriodViewers} (from_day, to_day, viewers, new_viewers)
          values (${from}, ${rolled}, ${counted.viewers}, ${counted.newViewers})`);
      }
    },

    /** Deletes raw rows of days before `before` that are already in the rollups; answers how many went. */
    async deleteRolledRaw(before: string, tx: Executor = db): Promise<number> {
      const result = await tx.execute(sql`delete from ${viewingEvents}
        where day < ${before}::date and day <= (select max(day) from ${viewingRolledDays})`);
      return result.rowCount ?? 0;
    },

    /**
     * A report's figures but its viewers, in one statement: the raw rows after the watermark (normally today's alone)
     * are folded once, as `raw`, and every part reads them beside the rollups.
     */
    async figures(scope: ViewingScope, range: DayRange, rolledUpTo: string | null) {
      const episodeTop = sql`select media_id, ${figures} from ${episodeTotals(scope, range, rolledUpTo)}
        group by media_id order by sum(views) desc, sum(watch_seconds) desc, media_id limit ${TOP}`;
      const result = await db.execute<{
        totals: FigureRow;
        days: (FigureRow & { day: string })[];
        retention: { views: number | null; counts: (number | null)[] };
        top_shows: (FigureRow & { show_id: number; title: string })[];
        top_episodes: (FigureRow & { media_id: number; title: string; show_title: string })[];
        devices: (FigureRow & { device: string })[];
      }>(sql`
        with raw as materialized (
          select * from (${rawDaily({ from: firstRawDay(range, rolledUpTo), to: range.to })}) raw
          where ${scopeFilter(scope, sql`raw.media_id`, sql`raw.show_id`)}
        )
        select
          (select row_to_json(totals) from (select ${figures} from ${daily(scope, range, rolledUpTo)}) totals)
            as totals,
          ${jsonRows(
            sql`select d::date::text as day, ${figures}
              from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d
              left join ${daily(scope, range, rolledUpTo)} on daily.day = d::date
              group by d`,
            sql`part.day`,
          )} as days,
          (select row_to_json(retention) from (
            select sum(views)::int as views, ${summedRetention} as counts from ${daily(scope, range, rolledUpTo)}
          ) retention) as retention,
          ${jsonRows(
            sql`select daily.show_id, s.title, ${figures}
              from ${daily(scope, range, rolledUpTo, 'show')} join ${shows} s on s.id = daily.show_id
              group by daily.show_id, s.title
              order by sum(views) desc, sum(watch_seconds) desc limit ${TOP}`,
            sql`part.views desc, part.watch_seconds desc`,
          )} as top_shows,
          ${jsonRows(
            sql`select top.*, m.title, s.title as show_title
              from (${episodeTop}) top join ${media} m on m.id = top.media_id join ${shows} s on s.id = m.show_id`,
            sql`part.views desc, part.watch_seconds desc, part.media_id`,
          )} as top_episodes,
          ${jsonRows(
            sql`select device, ${figures} from ${daily(scope, range, rolledUpTo)} group by device`,
            sql`part.views desc, part.device`,
          )} as devices`);
      const row = result.rows[0]!;
      return {
        totals: toFigures(row.totals),
        days: row.days.map((day) => ({ day: day.day, ...toFigures(day) })),
        retention: {
          views: row.retention.views ?? 0,
          counts: row.retention.counts.map((count) => count ?? 0),
        },
        topShows: row.top_shows.map((show) => ({
          showId: show.show_id,
          title: show.title,
          ...toFigures(show),
        })),
        topEpisodes: row.top_episodes.map((episode) => ({
          mediaId: episode.media_id,
          title: episode.title,
          showTitle: episode.show_title,
          ...toFigures(episode),
        })),
        devices: row.devices.map((device) => ({ device: device.device, ...toFigures(device) })),
      };
    },

    /**
     * Members with a view in the range, and those whose first view on the network is in it: the members counted
     * from the last viewed days up to the watermark (a period ends today, so a last day in it is a view in it), and
     * those in the raw rows after it not counted already.
     */
    async viewers(scope: ViewingScope, range: DayRange, rolledUpTo: string | null) {
      const rolled = rolledUpTo ?? '0001-01-01';
      const rawFrom = scope.kind === 'episode' ? range.from : firstRawDay(range, rolledUpTo);
      const counted = rolledViewers(scope, range, rolled);
      const result = await db.execute<{ viewers: number; new_viewers: number }>(sql`
        with raw as (
          select distinct e.user_id from ${viewingEvents} e join ${media} m on m.id = e.media_id
          where e.day between ${rawFrom} and ${range.to} and e.viewed
            and ${scopeFilter(scope, sql`e.media_id`, sql`m.show_id`)}
            and not ${counted.has(sql`e.user_id`)}
        )
        select (${counted.count} + (select count(*) from raw))::int as viewers,
               (${counted.newOnes} + (select count(*) from raw left join ${viewingFirstDays} f on f.user_id = raw.user_id
                 where coalesce(f.first_day, (
                   select min(r.day) from ${viewingEvents} r where r.user_id = raw.user_id and r.viewed
                 )) >= ${range.from}::date))::int as new_viewers`);
      const row = result.rows[0]!;
      return { viewers: row.viewers, newViewers: row.new_viewers };
    },

    /** The title of the show or episode a report is about, and the episode's show; undefined when there is none. */
    async scopeTitle(scope: ViewingScope): Promise<{ title: string; showId: number } | undefined> {
      if (scope.kind === 'network') return undefined;
      const result =
        scope.kind === 'show'
          ? await db.execute<{ title: string; show_id: number }>(
              sql`select title, id as show_id from ${shows} where id = ${scope.showId}`,
            )
          : await db.execute<{ title: string; show_id: number }>(
              sql`select title, show_id from ${media} where id = ${scope.mediaId}`,
            );
      const row = result.rows[0];
      return row ? { title: row.title, showId: row.show_id } : undefined;
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
