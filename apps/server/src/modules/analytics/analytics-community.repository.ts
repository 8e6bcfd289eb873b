import { sql, type SQL } from 'drizzle-orm';
import { camelRows } from '../../db/camel-rows';
import type { Executor } from '../../db/client';
import { comments } from '../comments/comments.schema';
import { media, shows } from '../content/content.schema';
import { pointsLedger } from '../points/points.schema';
import { battles, projectContributions, projects } from '../projects/projects.schema';
import type { DayRange } from './analytics.repository';

const TOP = 20;

/** The UTC day a row was written on. */
const dayOf = (table: string) => sql.raw(`(${table}.created_at at time zone 'UTC')::date`);
/** The UTC instant a day begins. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'UTC')`;
/** Rows written from `start` up to `end`, as a range on created_at its index serves. */
const writtenBetween = (table: string, start: SQL, end: SQL) =>
  sql`${sql.raw(table)}.created_at >= ${start} and ${sql.raw(table)}.created_at < ${end}`;
/** Rows written from the range's first UTC day through its last. */
const within = (table: string, range: DayRange) =>
  writtenBetween(table, dayStart(range.from), sql`${dayStart(range.to)} + interval '1 day'`);
/** Rows written on the UTC day that begins at the instant `d.start`. */
const onDay = (table: string) => writtenBetween(table, sql`d.start`, sql`d.start + interval '1 day'`);

export function createCommunityAnalyticsRepository(db: Executor) {
  return {
    /** The period's Greenlight contributions: points, how many, by how many members. */
    async contributionTotals(range: DayRange) {
      const result = await db.execute<{
        contributed_points: number;
        contributions: number;
        contributors: number;
      }>(sql`
        select coalesce(sum(amount), 0)::int as contributed_points, count(*)::int as contributions,
               count(distinct user_id)::int as contributors
        from ${projectContributions} pc where ${within('pc', range)}`);
      return camelRows(result.rows)[0]!;
    },

    /**
     * Each day of the period: points contributed, earned and spent, and comments. Points earned and spent are the
     * ledger's positive and negative entries, as members' balances count them (a refund's reversal is spent).
     */
    async byDay(range: DayRange) {
      const result = await db.execute<{
        day: string;
        contributed_points: number;
        points_earned: number;
        points_spent: number;
        comments: number;
      }>(sql`
        select d.day::date::text as day, c.points as contributed_points, p.earned as points_earned,
               p.spent as points_spent, m.comments
        from (select day, day at time zone 'UTC' as start
              from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') day) d,
             -- Each day summed on its own range of the created_at indexes: no row's day is worked out.
             lateral (select coalesce(sum(amount), 0)::int as points from ${projectContributions} pc
                      where ${onDay('pc')}) c,
             lateral (select coalesce(sum(delta) filter (where delta > 0), 0)::int as earned,
                             coalesce(-sum(delta) filter (where delta < 0), 0)::int as spent
                      from ${pointsLedger} pl where ${onDay('pl')}) p,
             lateral (select count(*)::int as comments from ${comments} cm where ${onDay('cm')}) m
        order by d.day`);
      return camelRows(result.rows);
    },

    /** Each project contributed to in the period, with its battle named by its two sides. */
    async projects(range: DayRange) {
      const result = await db.execute<{
        battle_id: string;
        left_title: string;
        right_title: string;
        project_id: string;
        title: string;
        points: number;
        contributions: number;
        contributors: number;
      }>(sql`
        select pc.battle_id, l.title as left_title, r.title as right_title, pc.project_id, p.title,
               sum(pc.amount)::int as points, count(*)::int as contributions,
               count(distinct pc.user_id)::int as contributors
        from ${projectContributions} pc
        join ${projects} p on p.id = pc.project_id
        join ${battles} b on b.id = pc.battle_id
        join ${projects} l on l.id = b.left_project_id join ${projects} r on r.id = b.right_project_id
        where ${within('pc', range)}
        group by pc.battle_id, l.title, r.title, b.start_date, pc.project_id, p.title
        order by b.start_date desc, points desc`);
      return camelRows(result.rows);
    },

    async projectDays(range: DayRange) {
      const result = await db.execute<{
        day: string;
        battle_id: string;
        project_id: string;
        title: string;
        points: number;
        contributions: number;
      }>(sql`
        select ${dayOf('pc')}::text as day, pc.battle_id, pc.project_id, p.title,
               sum(pc.amount)::int as points, count(*)::int as contributions
        from ${projectContributions} pc join ${projects} p on p.id = pc.project_id
        where ${within('pc', range)}
        group by 1, pc.battle_id, pc.project_id, p.title
        order by 1, p.title`);
      return camelRows(result.rows);
    },

    /** The episodes most commented in the period, replies included. */
    async episodes(range: DayRange) {
      const result = await db.execute<{
        media_id: number;
        title: string;
        show_title: string;
        comments: number;
        commenters: number;
      }>(sql`
        select cm.media_id, m.title, s.title as show_title, count(*)::int as comments,
               count(distinct cm.user_id)::int as commenters
        from ${comments} cm join ${media} m on m.id = cm.media_id join ${shows} s on s.id = m.show_id
        where ${within('cm', range)}
        group by cm.media_id, m.title, s.title
        order by comments desc, cm.media_id limit ${TOP}`);
      return camelRows(result.rows);
    },
  };
}

export type CommunityAnalyticsRepository = ReturnType<typeof createCommunityAnalyticsRepository>;
