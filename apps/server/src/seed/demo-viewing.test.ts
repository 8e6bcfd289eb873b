import { AccountType } from '@crewcast/contracts/constants/account';
import type { ViewingReport } from '@crewcast/contracts/analytics';
import { beforeAll, describe, expect, it } from 'vitest';
import { VIEWING_ROLLUP_JOB } from '../modules/analytics/analytics.module';
import { seedTestCatalog } from '../test/catalog';
import { requestAs } from '../test/members';
import { staffMember } from '../test/realtime';
import { createFakeClock, runJob, UNLIMITED_ENV, useTestApp } from '../test/test-app';
import { seedDemoViewing } from './demo-viewing';

const clock = createFakeClock(new Date('2026-03-10T12:00:00Z'));

const ctx = useTestApp({ ...UNLIMITED_ENV, DEMO: 'false' }, { clock });
beforeAll(async () => {
  await seedTestCatalog(ctx.database.db);
});

describe('the demo month of viewing', () => {
  it('fills every figure of the analytics page, from raw rows and once rolled up', async () => {
    await seedDemoViewing(ctx.database.db, clock());
    const staff = await staffMember(ctx, AccountType.Official);
    const read = async (): Promise<ViewingReport> => {
      const res = await requestAs(
        ctx.app,
        staff.tokens.token,
        'GET',
        '/v1/admin/analytics/viewing?period=28d',
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const raw = await read();
    expect(raw.totals.views).toBeGreaterThan(100);
    expect(raw.totals.newViewers).toBeGreaterThan(0);
    expect(raw.totals.returningViewers).toBeGreaterThan(0);
    expect(raw.days.filter((day) => day.views > 0)).toHaveLength(28);
    expect(raw.retention[0]!.share).toBeGreaterThan(raw.retention[19]!.share);
    expect(raw.devices.map((row) => row.device).sort()).toEqual(['android', 'ios', 'tv', 'web']);
    expect(raw.topEpisodes[0]!.views).toBeGreaterThan(raw.topEpisodes.at(-1)!.views);
    await runJob(ctx.jobs, VIEWING_ROLLUP_JOB);
    expect(await read()).toEqual(raw);
  });
});
