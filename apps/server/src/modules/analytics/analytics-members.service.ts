import type { MembersPeriod } from '@crewcast/contracts/constants/analytics-members';
import type { MembersReport } from '@crewcast/contracts/analytics-members';
import type pg from 'pg';
import {
  REVENUE_CURRENCY,
  type MembersAnalyticsRepository,
  type MembersCohort,
  type MembersMonthFigures,
  type StoredMonth,
} from './analytics-members.repository';
import { monthRange, rate, type MonthRange } from './members-rules';
import { whileHoldingLock } from '../../db/session-lock';
import { createSharedReads } from '../../shared-reads';

const ROLLUP_LOCK = 'analytics:members-rollup';
/** The longest period the report offers: the rollup stores the finished months of it. */
const LONGEST_PERIOD: MembersPeriod = '12m';

/** The month `now` is in, alone, as a range. */
const currentMonth = (range: MonthRange): MonthRange => {
  const start = new Date(
    Date.UTC(range.start.getUTCFullYear(), range.start.getUTCMonth() + range.months - 1, 1),
  );
  return { months: 1, start, from: range.to, to: range.to };
};

/**
 * Member figures for the console: trials, churn, recurring revenue, cohorts, gifts and coupons, by month. The
 * finished months' figures come from the hourly rollup's rows when it has stored every one of the period for this
 * month; the month under way, trials and coupons are always read live.
 */
export function createMembersAnalyticsService(deps: {
  repository: MembersAnalyticsRepository;
  pool: pg.Pool;
  clock: () => Date;
}) {
  const { repository, clock } = deps;
  const sharedReads = createSharedReads<MembersReport>();

  /** Each month's figures and its cohort: finished months from the stored rows if all are there, else all live. */
  async function monthsAndCohorts(
    range: MonthRange,
    now: Date,
  ): Promise<{ months: MembersMonthFigures[]; cohorts: MembersCohort[] }> {
    const stored = await repository.storedMonths(range.from, range.to, range.to);
    if (stored.length < range.months - 1) {
      const [months, cohorts] = await Promise.all([
        repository.months(range, now),
        repository.cohorts(range, now),
      ]);
      return { months, cohorts };
    }
    const current = currentMonth(range);
    const [months, cohorts] = await Promise.all([
      repository.months(current, now),
      repository.cohorts(current, now),
    ]);
    return {
      months: [
        ...stored.map(({ month, subscribersAtStart, churned, mrrCents, giftsBought, giftsRedeemed }) => ({
          month,
          subscribersAtStart,
          churned,
          mrrCents,
          giftsBought,
          giftsRedeemed,
        })),
        ...months,
      ],
      cohorts: [
        ...stored
          .filter((row) => row.cohortJoined > 0)
          .map((row) => ({ month: row.month, joined: row.cohortJoined, retained: row.cohortRetained })),
        ...cohorts,
      ],
    };
  }

  /** The report read from billing's tables (and the stored months). */
  async function readReport(period: MembersPeriod, now: Date): Promise<MembersReport> {
    const range = monthRange(period, now);
    const [trials, { months, cohorts }, coupons] = await Promise.all([
      repository.trials(range, now),
      monthsAndCohorts(range, now),
      repository.coupons(range, now),
    ]);
    return {
      period,
      from: range.from,
      to: range.to,
      currency: REVENUE_CURRENCY,
      trials: { ...trials, conversionRate: rate(trials.converted, trials.started) },
      months: months.map((row) => ({ ...row, churnRate: rate(row.churned, row.subscribersAtStart) })),
      cohorts,
      coupons,
    };
  }

  return {
    membersReport(period: MembersPeriod): Promise<MembersReport> {
      const now = clock();
      const range = monthRange(period, now);
      // The same report asked for while it is being read shares that read.
      return sharedReads(JSON.stringify([period, range.from, range.to]), () => readReport(period, now));
    },

    /**
     * Computes every finished month of the longest period afresh (figures and cohort) and replaces the stored
     * months with them, so a late change to a finished month (a charge that goes through on a retry, an erased
     * member) shows from the next run. One node at a time; a node that finds another at it does nothing. Answers
     * the months stored, or null when another node was at it.
     */
    async rollUp(): Promise<string[] | null> {
      const outcome = await whileHoldingLock(deps.pool, ROLLUP_LOCK, async () => {
        const now = clock();
        const range = monthRange(LONGEST_PERIOD, now);
        const [months, cohorts] = await Promise.all([
          repository.months(range, now),
          repository.cohorts(range, now),
        ]);
        const rows: StoredMonth[] = months
          .filter((row) => row.month < range.to)
          .map((row) => {
            const cohort = cohorts.find((each) => each.month === row.month);
            return {
              ...row,
              computedIn: range.to,
              cohortJoined: cohort?.joined ?? 0,
              cohortRetained: cohort?.retained ?? [],
            };
          });
        await repository.replaceStoredMonths(rows);
        return rows.map((row) => row.month);
      });
      return outcome.ran ? outcome.value : null;
    },
  };
}

export type MembersAnalyticsService = ReturnType<typeof createMembersAnalyticsService>;
