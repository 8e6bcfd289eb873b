import type { AnalyticsPeriod, ViewingDevice } from '@crewcast/contracts/constants/analytics';
import type { ViewingReport } from '@crewcast/contracts/analytics';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { whileHoldingLock } from '../../db/session-lock';
import type { AccessClaims } from '../../http/access-tokens';
import { AppError } from '../../http/errors';
import { assertSeesAnalytics } from './analytics-access';
import type { AnalyticsRepository, DayRange, ViewingScope } from './analytics.repository';
import { createSharedReads } from '../../shared-reads';
import type { ViewingBuffer } from './viewing-buffer';
import { addDays, retentionCurve, viewingDay } from './viewing-rules';

/** How many days each period covers, ending today. */
export const PERIOD_DAYS: Record<AnalyticsPeriod, number> = { '7d': 7, '28d': 28, '90d': 90 };
/** The lock one node holds while it rolls up, so nodes never fold the same days side by side. */
const ROLLUP_LOCK = 'analytics:viewing-rollup';

/** The days a period covers, ending today (UTC). */
export function periodRange(period: AnalyticsPeriod, now: Date): DayRange {
  const to = viewingDay(now);
  return { from: addDays(to, 1 - PERIOD_DAYS[period]), to };
}

/** Viewing figures for the console, and the daily rollup that keeps them fast. */
export function createAnalyticsService(deps: {
  db: Database;
  pool: pg.Pool;
  repository: AnalyticsRepository;
  buffer: ViewingBuffer;
  clock: () => Date;
  rawDays: number;
  creatorsSeeAll: boolean;
}) {
  const { db, pool, repository, buffer, clock } = deps;
  const sharedReads = createSharedReads<Omit<ViewingReport, 'scope'>>();

  /** A report's figures, read from the rollups up to the watermark and the raw rows after it. */
  async function readReport(
    scope: ViewingScope,
    period: AnalyticsPeriod,
    range: DayRange,
    rolledUpTo: string | null,
  ): Promise<Omit<ViewingReport, 'scope'>> {
    const [{ totals, days, retention, topShows, topEpisodes, devices }, viewers] = await Promise.all([
      repository.figures(scope, range, rolledUpTo),
      repository.viewers(scope, range, rolledUpTo),
    ]);
    return {
      period,
      ...range,
      totals: { ...totals, ...viewers, returningViewers: viewers.viewers - viewers.newViewers },
      days,
      retention: retentionCurve(retention.counts, retention.views),
      topShows,
      topEpisodes,
      devices: devices.map((row) => ({ ...row, device: row.device as ViewingDevice })),
    };
  }

  return {
    async viewingReport(
      actor: AccessClaims,
      scope: ViewingScope,
      period: AnalyticsPeriod,
    ): Promise<ViewingReport> {
      assertSeesAnalytics(actor, deps.creatorsSeeAll);
      const subject = await repository.scopeTitle(scope);
      if (scope.kind !== 'network' && !subject) {
        throw new AppError(
          'NOT_FOUND',
          scope.kind === 'show' ? 'That show does not exist.' : 'That episode does not exist.',
        );
      }
      // This node's latest saves count at once; other nodes' arrive within their flush interval.
      const written = await buffer.flush();
      const range = periodRange(period, clock());
      const rolledUpTo = await repository.watermark();
      // The same report asked for while it is being read shares that read, unless this node wrote viewing since.
      const key = JSON.stringify([scope, period, range, rolledUpTo, written]);
      const report = await sharedReads(key, () => readReport(scope, period, range, rolledUpTo));
      return {
        ...report,
        scope: { kind: scope.kind, title: subject?.title ?? null, showId: subject?.showId ?? null },
      };
    },

    /**
     * Folds every finished day not yet rolled up into the daily rollups, one transaction per day (so a run cut
     * short resumes where it stopped), then writes each period's episode figures and network viewers and deletes
     * raw rows past their keeping. One node at a time; a node that finds another at it does nothing. Answers the
     * days rolled.
     */
    async rollUp(): Promise<string[]> {
      const outcome = await whileHoldingLock(pool, ROLLUP_LOCK, async () => {
        await buffer.flush();
        const today = viewingDay(clock());
        const rolledUpTo = await repository.watermark();
        const start = rolledUpTo ? addDays(rolledUpTo, 1) : await repository.firstRawDay();
        const rolled: string[] = [];
        for (let day = start; day && day < today; day = addDays(day, 1)) {
          const current = day;
          await db.transaction((tx) => repository.rollUpDay(current, tx));
          rolled.push(current);
        }
        await db.transaction((tx) => repository.refreshWindows(Object.values(PERIOD_DAYS), tx));
        await repository.deleteRolledRaw(addDays(today, -deps.rawDays));
        return rolled;
      });
      return outcome.ran ? outcome.value : [];
    },

    /** Finished days of viewing not yet in the rollups: above 1 the hourly job is failing or not running. */
    async rollupDaysBehind(): Promise<number> {
      const today = viewingDay(clock());
      const rolledUpTo = await repository.watermark();
      const firstWaiting = rolledUpTo ? addDays(rolledUpTo, 1) : await repository.firstRawDay();
      if (!firstWaiting || firstWaiting >= today) return 0;
      return (Date.parse(today) - Date.parse(firstWaiting)) / 86_400_000;
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
