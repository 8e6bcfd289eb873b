import type { CommunityReport } from '@crewcast/contracts/analytics-community';
import type { AnalyticsPeriod } from '@crewcast/contracts/constants/analytics';
import type { AccessClaims } from '../../http/access-tokens';
import { assertSeesAnalytics } from './analytics-access';
import type { CommunityAnalyticsRepository } from './analytics-community.repository';
import { periodRange } from './analytics.service';
import { createSharedReads } from '../../shared-reads';

const sum = <T>(rows: T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);

/** The community's figures over a period: Greenlight contributions, Producer Points and comments. */
export function createCommunityAnalyticsService(deps: {
  repository: CommunityAnalyticsRepository;
  clock: () => Date;
  creatorsSeeAll: boolean;
}) {
  const { repository, clock } = deps;
  const sharedReads = createSharedReads<CommunityReport>();
  return {
    async communityReport(actor: AccessClaims, period: AnalyticsPeriod): Promise<CommunityReport> {
      assertSeesAnalytics(actor, deps.creatorsSeeAll);
      const range = periodRange(period, clock());
      // The same report asked for while it is being read shares that read.
      return sharedReads(JSON.stringify([period, range]), async () => {
        const [contributions, days, projects, projectDays, episodes] = await Promise.all([
          repository.contributionTotals(range),
          repository.byDay(range),
          repository.projects(range),
          repository.projectDays(range),
          repository.episodes(range),
        ]);
        // The ledger and the comments are read once, by day: the period's totals of them add its days up.
        const totals = {
          ...contributions,
          pointsEarned: sum(days, (day) => day.pointsEarned),
          pointsSpent: sum(days, (day) => day.pointsSpent),
          comments: sum(days, (day) => day.comments),
        };
        return { period, ...range, totals, days, projects, projectDays, episodes };
      });
    },
  };
}

export type CommunityAnalyticsService = ReturnType<typeof createCommunityAnalyticsService>;
