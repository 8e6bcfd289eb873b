import type { BroadcastFigures, BroadcastReport, LiveReport } from '@crewcast/contracts/analytics-live';
import type { AnalyticsPeriod } from '@crewcast/contracts/constants/analytics';
import type { AccessClaims } from '../../http/access-tokens';
import { AppError } from '../../http/errors';
import { assertSeesAnalytics } from './analytics-access';
import type { LiveAnalyticsRepository } from './analytics-live.repository';
import { periodRange } from './analytics.service';
import { perMinute, toTenth } from './live-rules';

type BroadcastRow = NonNullable<Awaited<ReturnType<LiveAnalyticsRepository['broadcast']>>>;

function toFigures(row: BroadcastRow): BroadcastFigures {
  return {
    broadcastId: row.id,
    title: row.title,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    peakViewers: row.peak ?? 0,
    averageViewers: toTenth(row.average ?? 0),
    chatMessages: row.messages,
    chatMessagesPerMinute: perMinute(row.messages, row.seconds),
    uniqueChatters: row.chatters,
    bingoPlayers: row.players,
    episode:
      row.media_id !== null && row.episode_title !== null
        ? { mediaId: row.media_id, title: row.episode_title }
        : null,
  };
}

/** The live figures of the console: each broadcast's viewers, chat and bingo, over a period or one at a time. */
export function createLiveAnalyticsService(deps: {
  repository: LiveAnalyticsRepository;
  clock: () => Date;
  creatorsSeeAll: boolean;
}) {
  const { repository, clock } = deps;

  async function broadcastReport(broadcastId: number): Promise<BroadcastReport> {
    const row = await repository.broadcast(broadcastId);
    if (!row) throw new AppError('NOT_FOUND', 'That broadcast does not exist.');
    const [viewers, chat] = await Promise.all([
      repository.samples(broadcastId),
      repository.chatByMinute(broadcastId),
    ]);
    return { broadcast: toFigures(row), viewers, chat };
  }

  return {
    async liveReport(actor: AccessClaims, period: AnalyticsPeriod): Promise<LiveReport> {
      assertSeesAnalytics(actor, deps.creatorsSeeAll);
      const range = periodRange(period, clock());
      const [rows, totals] = await Promise.all([
        repository.broadcasts(range),
        repository.periodTotals(range),
      ]);
      const broadcasts = rows.map(toFigures);
      return {
        period,
        ...range,
        totals: {
          broadcasts: broadcasts.length,
          peakViewers: Math.max(0, ...broadcasts.map((row) => row.peakViewers)),
          averageViewers: toTenth(totals.average),
          chatMessages: broadcasts.reduce((sum, row) => sum + row.chatMessages, 0),
          uniqueChatters: totals.chatters,
          bingoPlayers: totals.players,
        },
        broadcasts,
      };
    },

    async broadcastReport(actor: AccessClaims, broadcastId: number): Promise<BroadcastReport> {
      assertSeesAnalytics(actor, deps.creatorsSeeAll);
      return broadcastReport(broadcastId);
    },

    /** The live figures of the broadcast whose recording became an episode. */
    async episodeReport(actor: AccessClaims, mediaId: number): Promise<BroadcastReport> {
      assertSeesAnalytics(actor, deps.creatorsSeeAll);
      const broadcastId = await repository.broadcastOfEpisode(mediaId);
      if (broadcastId === undefined) {
        throw new AppError('NOT_FOUND', 'That episode is not the recording of a broadcast.');
      }
      return broadcastReport(broadcastId);
    },

    /** Seconds since a live broadcast was last sampled: above a few intervals the sampler is not running. */
    sampleAge: () => repository.sampleAge(clock()),
  };
}

export type LiveAnalyticsService = ReturnType<typeof createLiveAnalyticsService>;
