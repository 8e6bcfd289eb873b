import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { mediaIdColumn, showIdColumn } from '../content/content.schema';
import { userIdColumn } from '../users/users.schema';
import { viewedExpression } from './viewing-rules';

/**
 * Raw viewing: one row per member, episode and UTC day, folded from the player's progress saves. Kept for
 * ANALYTICS_RAW_DAYS, then deleted once its day is in the rollups; a member's erasure takes their rows with them.
 */
export const viewingEvents = pgTable(
  'viewing_events',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: userIdColumn(),
    mediaId: mediaIdColumn(),
    /** The device of the day's last save, as the member's sign-in names it. */
    deviceIdentifier: text('device_identifier').notNull(),
    watchedSeconds: real('watched_seconds').notNull(),
    durationSeconds: real('duration_seconds').notNull(),
    /** Which twentieths of the episode were played that day, one bit each (bit 0 is the first 5 %). */
    segments: integer('segments').notNull(),
    viewed: boolean('viewed')
      .notNull()
      .generatedAlwaysAs(sql.raw(viewedExpression('watched_seconds', 'duration_seconds'))),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.userId, table.mediaId] }),
    index('viewing_events_media_day_idx').on(table.mediaId, table.day, table.userId),
    index('viewing_events_day_user_idx').on(table.day, table.userId),
    index('viewing_events_user_day_idx').on(table.userId, table.day),
  ],
);

/** The columns every daily rollup holds per row, whatever it is keyed by. */
const dailyFigures = () => ({
  views: integer('views').notNull(),
  watchSeconds: doublePrecision('watch_seconds').notNull(),
  /** The sum over the day's views of the share of the episode each played (0-1). */
  shareSum: doublePrecision('share_sum').notNull(),
  /** Per twentieth of the episodes, how many of the day's views played it. */
  retention: integer('retention').array().notNull(),
});

/** What the rollups hold per day, episode and device: aggregates only, no member. */
export const viewingDaily = pgTable(
  'viewing_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    mediaId: mediaIdColumn(),
    showId: showIdColumn(),
    device: text('device').notNull(),
    ...dailyFigures(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.mediaId, table.device] }),
    index('viewing_daily_show_day_idx').on(table.showId, table.day),
  ],
);

/** `viewing_daily` summed per day, show and device: what a show's report and the network's top shows read. */
export const viewingShowDaily = pgTable(
  'viewing_show_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    showId: showIdColumn(),
    device: text('device').notNull(),
    ...dailyFigures(),
  },
  (table) => [primaryKey({ columns: [table.showId, table.day, table.device] })],
);

/** `viewing_daily` summed per day and device: the network's report reads a few hundred rows for 90 days. */
export const viewingNetworkDaily = pgTable(
  'viewing_network_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    device: text('device').notNull(),
    ...dailyFigures(),
  },
  (table) => [primaryKey({ columns: [table.day, table.device] })],
);

/**
 * The last rolled-up day each member viewed anything on the network: as every period ends today, the members with
 * a view in it are those whose last day falls in it (plus today's viewers, from the raw rows).
 */
export const viewingLastDays = pgTable(
  'viewing_last_days',
  {
    userId: userIdColumn().primaryKey(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
  },
  (table) => [index('viewing_last_days_day_idx').on(table.lastDay)],
);

/** The last rolled-up day each member viewed each show, read as `viewing_last_days` is for a show's report. */
export const viewingShowLastDays = pgTable(
  'viewing_show_last_days',
  {
    showId: showIdColumn(),
    userId: userIdColumn(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.showId, table.userId] }),
    index('viewing_show_last_days_user_idx').on(table.userId),
  ],
);

/**
 * Each episode's figures over the rolled-up days of each period a report can ask for (the days from `from_day` to
 * the watermark, `to_day`), written after each rollup: the network's top episodes read 10,000 rows, not 900,000.
 */
export const viewingEpisodeWindows = pgTable(
  'viewing_episode_windows',
  {
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    mediaId: mediaIdColumn(),
    views: integer('views').notNull(),
    watchSeconds: doublePrecision('watch_seconds').notNull(),
    shareSum: doublePrecision('share_sum').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fromDay, table.toDay, table.mediaId] })],
);

/**
 * The network's members with a view in each period a report can ask for, counted over its rolled-up days (from
 * `from_day` to the watermark, `to_day`) from the last and first viewed days, written after each rollup beside the
 * episode windows: a report adds only the members of the raw rows after the watermark not counted already.
 */
export const viewingPeriodViewers = pgTable(
  'viewing_period_viewers',
  {
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    viewers: integer('viewers').notNull(),
    /** Of those, members whose first view on the network is in the period. */
    newViewers: integer('new_viewers').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fromDay, table.toDay] })],
);

/** The days folded into `viewing_daily`: the console reads rollups up to the last of them and raw rows after. */
export const viewingRolledDays = pgTable('viewing_rolled_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledAt: timestamp('rolled_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/** The day of each member's first counted view on the network, which tells new viewers from returning ones. */
export const viewingFirstDays = pgTable('viewing_first_days', {
  userId: userIdColumn().primaryKey(),
  firstDay: date('first_day', { mode: 'string' }).notNull(),
});
