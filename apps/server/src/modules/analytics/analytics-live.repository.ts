import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bingoCards, bingoGames } from '../bingo/bingo.schema';
import { chatMessages } from '../chat/chat.schema';
import { media } from '../content/content.schema';
import { livestreamRecordings, livestreams } from '../live/live.schema';
import { liveBroadcasts, liveViewerSamples } from './analytics-live.schema';
import type { DayRange } from './analytics.repository';

/** A moment as the contracts write it (ISO 8601, UTC, to the millisecond). */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface BroadcastRow extends Record<string, unknown> {
  id: number;
  title: string;
  started_at: string;
  ended_at: string;
  seconds: number;
  peak: number | null;
  average: number | null;
  messages: number;
  chatters: number;
  players: number;
  media_id: number | null;
  episode_title: string | null;
}

/**
 * The broadcasts a filter picks, with their span (from going live to the end of the last sampled slot) and what
 * happened in it: the viewer samples, the members' chat messages, the bingo players, and the episode its
 * recording became (the recording running when the broadcast started).
 */
function broadcastFigures(where: SQL, slotSeconds: number): SQL {
  return sql`
    with b as (
      select lb.id, lb.livestream_id, l.title, lb.started_at,
             lb.last_sampled_at + make_interval(secs => ${slotSeconds}) as ended_at
      from ${liveBroadcasts} lb join ${livestreams} l on l.id = lb.livestream_id
      where ${where})
    select b.id, b.title, ${iso(sql`b.started_at`)} as started_at, ${iso(sql`b.ended_at`)} as ended_at,
           extract(epoch from b.ended_at - b.started_at)::float8 as seconds,
           s.peak, s.average, c.messages, c.chatters, g.players, ep.media_id, ep.title as episode_title
    from b
    left join lateral (
      select max(viewers)::int as peak, avg(viewers)::float8 as average
      from ${liveViewerSamples} where broadcast_id = b.id) s on true
    left join lateral (
      select count(*)::int as messages, count(distinct user_id)::int as chatters
      from ${chatMessages}
      where livestream_id = b.livestream_id and user_id is not null
        and created_at >= b.started_at and created_at < b.ended_at) c on true
    left join lateral (
      select count(distinct bc.user_id)::int as players
      from ${bingoGames} g join ${bingoCards} bc on bc.game_id = g.id
      where g.livestream_id = b.livestream_id and g.created_at >= b.started_at and g.created_at < b.ended_at) g on true
    left join lateral (
      select r.media_id, m.title
      from ${livestreamRecordings} r join ${media} m on m.id = r.media_id
      where r.livestream_id = b.livestream_id and r.started_at <= b.started_at
        and coalesce(r.ended_at, 'infinity') >= b.started_at
      order by r.started_at desc limit 1) ep on true
    order by b.started_at desc`;
}

const inRange = (range: DayRange) =>
  sql`lb.started_at >= ${range.from}::date and lb.started_at < ${range.to}::date + 1`;

export function createLiveAnalyticsRepository(db: Executor, slotSeconds: number) {
  return {
    /** The livestreams live now, with the moment each went live. */
    async liveNow(): Promise<{ livestreamId: string; startedAt: Date }[]> {
      const rows = await db
        .select({ livestreamId: livestreams.id, startedAt: livestreams.startedAt })
        .from(livestreams)
        .where(sql`${livestreams.state} = 'live' and ${livestreams.startedAt} is not null`);
      return rows.map((row) => ({ livestreamId: row.livestreamId, startedAt: row.startedAt! }));
    },

    /**
     * Records a broadcast's viewers in a slot, and the broadcast on its first sample, in one statement; a slot
     * another node has sampled already keeps its first sample.
     */
    async addSample(sample: { livestreamId: string; startedAt: Date; slot: Date; viewers: number }) {
      await db.execute(sql`
        with b as (
          insert into ${liveBroadcasts} (livestream_id, started_at, last_sampled_at)
          values (${sample.livestreamId}, ${sample.startedAt}, ${sample.slot})
          on conflict (livestream_id, started_at) do update
            set last_sampled_at = greatest(${liveBroadcasts.lastSampledAt}, excluded.last_sampled_at)
          returning id)
        insert into ${liveViewerSamples} (broadcast_id, sampled_at, viewers)
        select id, ${sample.slot}, ${sample.viewers} from b
        on conflict do nothing`);
    },

    /** Seconds since the freshest sample of the livestreams live now; 0 when none is live. */
    async sampleAge(now: Date): Promise<number> {
      const result = await db.execute<{ age: number | null }>(sql`
        select max(extract(epoch from ${now}::timestamptz - coalesce(lb.last_sampled_at, l.started_at)))::float8 as age
        from ${livestreams} l
        left join ${liveBroadcasts} lb on lb.livestream_id = l.id and lb.started_at = l.started_at
        where l.state = 'live' and l.started_at is not null`);
      return Math.max(0, Math.round(result.rows[0]?.age ?? 0));
    },

    async broadcasts(range: DayRange): Promise<BroadcastRow[]> {
      return (await db.execute<BroadcastRow>(broadcastFigures(inRange(range), slotSeconds))).rows;
    },

    async broadcast(broadcastId: number): Promise<BroadcastRow | undefined> {
      return (await db.execute<BroadcastRow>(broadcastFigures(sql`lb.id = ${broadcastId}`, slotSeconds)))
        .rows[0];
    },

    /** The latest broadcast whose recording became an episode. */
    async broadcastOfEpisode(mediaId: number): Promise<number | undefined> {
      const result = await db.execute<{ id: number }>(sql`
        select lb.id from ${liveBroadcasts} lb
        join ${livestreamRecordings} r on r.livestream_id = lb.livestream_id and r.started_at <= lb.started_at
          and coalesce(r.ended_at, 'infinity') >= lb.started_at
        where r.media_id = ${mediaId}
        order by lb.started_at desc limit 1`);
      return result.rows[0]?.id;
    },

    /** The period's figures that are not sums of its broadcasts': every sample's mean, each member once. */
    async periodTotals(range: DayRange) {
      const result = await db.execute<{ average: number | null; chatters: number; players: number }>(sql`
        with b as (
          select lb.id, lb.livestream_id, lb.started_at,
                 lb.last_sampled_at + make_interval(secs => ${slotSeconds}) as ended_at
          from ${liveBroadcasts} lb where ${inRange(range)})
        select
          (select avg(s.viewers)::float8 from ${liveViewerSamples} s join b on b.id = s.broadcast_id) as average,
          (select count(distinct m.user_id)::int from ${chatMessages} m join b on b.livestream_id = m.livestream_id
             and m.created_at >= b.started_at and m.created_at < b.ended_at) as chatters,
          (select count(distinct bc.user_id)::int from ${bingoGames} g join b on b.livestream_id = g.livestream_id
             and g.created_at >= b.started_at and g.created_at < b.ended_at
           join ${bingoCards} bc on bc.game_id = g.id) as players`);
      const row = result.rows[0]!;
      return { average: row.average ?? 0, chatters: row.chatters, players: row.players };
    },

    /** A broadcast's samples, oldest first. */
    async samples(broadcastId: number) {
      const result = await db.execute<{ at: string; viewers: number }>(sql`
        select ${iso(sql`sampled_at`)} as at, viewers
        from ${liveViewerSamples} where broadcast_id = ${broadcastId} order by sampled_at`);
      return result.rows;
    },

    /** The members' chat messages in each minute of a broadcast, every minute included. */
    async chatByMinute(broadcastId: number) {
      const result = await db.execute<{ minute: string; messages: number }>(sql`
        with b as (
          select livestream_id, started_at, last_sampled_at + make_interval(secs => ${slotSeconds}) as ended_at
          from ${liveBroadcasts} where id = ${broadcastId}),
        counted as (
          select date_trunc('minute', m.created_at) as minute, count(*)::int as messages
          from ${chatMessages} m join b on b.livestream_id = m.livestream_id
          where m.user_id is not null and m.created_at >= b.started_at and m.created_at < b.ended_at
          group by 1)
        select ${iso(sql`minute`)} as minute, coalesce(counted.messages, 0) as messages
        from b, generate_series(date_trunc('minute', b.started_at), b.ended_at - interval '1 microsecond',
                                interval '1 minute') as minute
        left join counted using (minute)
        order by minute`);
      return result.rows;
    },
  };
}

export type LiveAnalyticsRepository = ReturnType<typeof createLiveAnalyticsRepository>;
