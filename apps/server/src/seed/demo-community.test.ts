import { AccountType } from '@crewcast/contracts/constants/account';
import type { CommunityReport } from '@crewcast/contracts/analytics-community';
import type { LiveReport } from '@crewcast/contracts/analytics-live';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedTestCatalog } from '../test/catalog';
import { requestAs } from '../test/members';
import { staffMember } from '../test/realtime';
import { createFakeClock, UNLIMITED_ENV, useTestApp } from '../test/test-app';
import { seedDemo } from './demo';
import { seedDemoCommunity } from './demo-community';
import { seedDemoViewing } from './demo-viewing';

// The demo's battles are placed around the real time (seedDemo takes no clock).
const clock = createFakeClock(new Date());

const ctx = useTestApp({ ...UNLIMITED_ENV, DEMO: 'false' }, { clock });
beforeAll(async () => {
  await seedTestCatalog(ctx.database.db);
  await ctx.database.db.transaction((tx) => seedDemo(tx));
});

describe('the demo community', () => {
  it('fills the live and community analytics of a fresh demo network', async () => {
    const db = ctx.database.db;
    await seedDemoViewing(db, clock());
    await seedDemoCommunity(db, clock());
    const staff = await staffMember(ctx, AccountType.Official);
    const read = async <T>(url: string): Promise<T> => {
      const res = await requestAs(ctx.app, staff.tokens.token, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    const live = await read<LiveReport>('/v1/admin/analytics/live?period=28d');
    expect(live.broadcasts).toHaveLength(1);
    const started = new Date(clock().getTime() - 10 * 86_400_000);
    started.setUTCHours(19, 0, 0, 0);
    expect(live.broadcasts[0]).toMatchObject({
      title: 'Crew Live: launch night',
      startedAt: started.toISOString(),
      endedAt: new Date(started.getTime() + 90 * 60_000).toISOString(),
      chatMessages: 600,
      uniqueChatters: 45,
      bingoPlayers: 24,
    });
    expect(live.broadcasts[0]!.peakViewers).toBeGreaterThan(40);
    expect(live.broadcasts[0]!.averageViewers).toBeGreaterThan(30);

    const community = await read<CommunityReport>('/v1/admin/analytics/community?period=90d');
    // Every demo project's contributions add up to its total, each spent from points its backer was given.
    const totals = await db.execute<{ project: string; total: number; contributed: number }>(sql`
      select p.title as project, (select sum(points)::int from project_totals t where t.project_id = p.id) as total,
             (select sum(amount)::int from project_contributions c where c.project_id = p.id) as contributed
      from projects p`);
    expect(totals.rows).toHaveLength(6);
    for (const row of totals.rows) expect(row.contributed, row.project).toBe(row.total);
    expect(community.totals.contributedPoints).toBe(46 + 38 + 212 + 154 + 187 + 120);
    expect(community.totals.pointsSpent).toBe(community.totals.contributedPoints);
    expect(community.totals.pointsEarned).toBeGreaterThan(community.totals.pointsSpent);
    const negative = await db.execute(sql`select 1 from points_balances where gained < spent`);
    expect(negative.rows).toHaveLength(0);
    expect(community.totals.comments).toBe(100);
    expect(community.episodes.length).toBeGreaterThan(0);
    expect(community.days.filter((day) => day.contributedPoints > 0).length).toBeGreaterThan(10);
  });
});
