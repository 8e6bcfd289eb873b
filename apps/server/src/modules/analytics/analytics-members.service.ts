import type { MembersPeriod } from '@crewcast/contracts/constants/analytics-members';
import type { MembersReport } from '@crewcast/contracts/analytics-members';
import { REVENUE_CURRENCY, type MembersAnalyticsRepository } from './analytics-members.repository';
import { monthRange, rate } from './members-rules';
import { createSharedReads } from '../../shared-reads';

/** Member figures for the console: trials, churn, recurring revenue, cohorts, gifts and coupons, by month. */
export function createMembersAnalyticsService(deps: {
  repository: MembersAnalyticsRepository;
  clock: () => Date;
}) {
  const { repository, clock } = deps;
  const sharedReads = createSharedReads<MembersReport>();
  /** The report read from billing's tables. */
  async function readReport(period: MembersPeriod, now: Date): Promise<MembersReport> {
    const range = monthRange(period, now);
    const [trials, months, cohorts, coupons] = await Promise.all([
      repository.trials(range, now),
      repository.months(range, now),
      repository.cohorts(range, now),
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
  };
}

export type MembersAnalyticsService = ReturnType<typeof createMembersAnalyticsService>;
