import type { CommunityReport } from '@crewcast/contracts/analytics-community';
import type { AnalyticsPeriod } from '@crewcast/contracts/constants/analytics';
import type { AccessClaims } from '../../http/access-tokens';
import { assertSeesAnalytics } from './analytics-access';
import type { CommunityAnalyticsRepository } from './analytics-community.repository';
import { periodRange } from './analytics.service';
import { createSharedReads } from './shared-reads';

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
        const [totals, days, projects, projectDays, episodes] = await Promise.all([
          repository.totals(range),
          repository.byDay(range),
          repository.projects(range),
          repository.projectDays(range),
          repository.episodes(range),
        ]);
        return { period, ...range, totals, days, projects, projectDays, episodes };
      });
    },
  };
}

export type CommunityAnalyticsService = ReturnType<typeof createCommunityAnalyticsService>;
