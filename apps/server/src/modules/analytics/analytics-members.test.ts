import { AccountType } from '@crewcast/contracts/constants/account';
import type { MembersReport } from '@crewcast/contracts/analytics-members';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerMember, type TestMember } from '../../test/members';
import { staffMember } from '../../test/realtime';
import { createFakeClock, runJob, UNLIMITED_ENV, useTestApp } from '../../test/test-app';
import { invoices, subscriptions } from '../billing/billing.schema';
import { couponRedemptions, coupons } from '../coupons/coupons.schema';
import { gifts } from '../gifts/gifts.schema';
import { users } from '../users/users.schema';
import { membersMonthlyFigures } from './analytics-members.schema';
import { MEMBERS_ROLLUP_JOB } from './analytics.module';

const clock = createFakeClock(new Date('2026-05-20T12:00:00Z'));
let official: TestMember;
let creator: TestMember;
let member: TestMember;

/** The months of the 12-month period on the clock's day. */
const TWELVE_MONTHS = [
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
];

const at = (moment: string) => new Date(`${moment}T10:00:00Z`);

async function fixtureMember(name: string): Promise<string> {
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email: `${name}@members-analytics.test`, displayName: name })
    .returning({ id: users.id });
  return row!.id;
}

/** A subscription as billing leaves it, with a charge on it (`paid` or `failed`) unless `charge` is null. */
async function subscription(
  userId: string,
  sub: { plan: 'monthly' | 'annual'; created: string; trialEnd?: string; ended?: string },
  charge: 'paid' | 'failed' | null,
): Promise<string> {
  const [row] = await ctx.database.db
    .insert(subscriptions)
    .values({
      userId,
      planId: sub.plan,
      priceCents: sub.plan === 'monthly' ? 399 : 3999,
      status: sub.ended ? 'canceled' : sub.trialEnd && !charge ? 'trialing' : 'active',
      provider: 'test',
      trialEnd: sub.trialEnd ? at(sub.trialEnd) : null,
      currentPeriodStart: at(sub.created),
      currentPeriodEnd: at('2026-06-01'),
      endedAt: sub.ended ? at(sub.ended) : null,
      createdAt: at(sub.created),
    })
    .returning({ id: subscriptions.id });
  if (charge)
    await ctx.database.db.insert(invoices).values({
      userId,
      subscriptionId: row!.id,
      planId: sub.plan,
      description: 'Subscription',
      amountCents: 399,
      currency: 'usd',
      status: charge,
      createdAt: at(sub.trialEnd ?? sub.created),
    });
  return row!.id;
}

const ctx = useTestApp({ ...UNLIMITED_ENV, DEMO: 'false' }, { clock });
beforeAll(async () => {
  official = await staffMember(ctx, AccountType.Official);
  creator = await staffMember(ctx, AccountType.Creator);
  member = await registerMember(ctx.app);

  const [a, b, c, d, e, f, g, h] = await Promise.all(
    ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((name) => fixtureMember(`member-${name}`)),
  );
  const subA = await subscription(a!, { plan: 'monthly', created: '2026-01-10' }, 'paid');
  await subscription(b!, { plan: 'annual', created: '2026-01-20', trialEnd: '2026-01-27' }, 'paid');
  const subC = await subscription(
    c!,
    { plan: 'monthly', created: '2026-03-05', trialEnd: '2026-03-12', ended: '2026-04-20' },
    'paid',
  );
  // D's trial was never paid for; D came back a month later without one.
  await subscription(
    d!,
    { plan: 'monthly', created: '2026-03-08', trialEnd: '2026-03-15', ended: '2026-03-15' },
    'failed',
  );
  const subD2 = await subscription(d!, { plan: 'monthly', created: '2026-04-20' }, 'paid');
  await subscription(e!, { plan: 'annual', created: '2026-05-15', trialEnd: '2026-05-22' }, null);
  // F's subscription is a redeemed gift: paid time, no charge on the subscription itself.
  await subscription(f!, { plan: 'monthly', created: '2026-03-15', ended: '2026-05-15' }, null);
  await subscription(g!, { plan: 'monthly', created: '2025-12-01', ended: '2026-03-10' }, 'paid');
  const subH = await subscription(h!, { plan: 'annual', created: '2026-04-25' }, 'paid');

  const gift = (code: string, created: string, redeemed?: string) => ({
    purchaserId: a!,
    months: 1,
    priceCents: 399,
    currency: 'usd',
    code,
    status: redeemed ? ('redeemed' as const) : ('pending' as const),
    redeemedBy: redeemed ? f! : null,
    redeemedAt: redeemed ? at(redeemed) : null,
    createdAt: at(created),
  });
  await ctx.database.db
    .insert(gifts)
    .values([
      gift('GIFT-ONE', '2026-03-14', '2026-03-15'),
      gift('GIFT-TWO', '2026-04-02'),
      gift('GIFT-OLD', '2026-02-20', '2026-05-03'),
    ]);
  await ctx.database.db.insert(coupons).values([
    { code: 'SPRING', percentOff: 20, durationInMonths: 3 },
    { code: 'FRIEND', percentOff: 50, durationInMonths: 1 },
  ]);
  const redemption = (code: string, subscriptionId: string, userId: string, created: string) => ({
    code,
    subscriptionId,
    userId,
    percentOff: 20,
    durationInMonths: 3,
    monthsRemaining: 3,
    discountEnd: at('2026-08-01'),
    createdAt: at(created),
  });
  await ctx.database.db
    .insert(couponRedemptions)
    .values([
      redemption('SPRING', subA, a!, '2026-01-10'),
      redemption('SPRING', subC, c!, '2026-03-05'),
      redemption('SPRING', subH, h!, '2026-04-25'),
      redemption('FRIEND', subD2, d!, '2026-04-20'),
    ]);
});

const get = (caller: TestMember | undefined, url = '/v1/admin/analytics/members?period=3m') =>
  ctx.app.inject({ method: 'GET', url, headers: caller ? bearer(caller.tokens.token) : {} });

describe('member analytics', () => {
  it('counts trials, churn, recurring revenue, cohorts, gifts and coupons over whole months', async () => {
    const res = await get(official);
    expect(res.statusCode, res.body).toBe(200);
    const report: MembersReport = res.json();
    expect(report).toMatchObject({ period: '3m', from: '2026-03', to: '2026-05', currency: 'usd' });
    // C, D and E began trials in the period: C was charged, D's charge failed, E's trial still runs.
    expect(report.trials).toEqual({ started: 3, converted: 1, inTrial: 1, conversionRate: 0.3333 });
    expect(report.months).toEqual([
      // A, B and G paid on 1 March; G ended in March. At its end A, B (3,999 a year: 333.25) and C pay.
      {
        month: '2026-03',
        subscribersAtStart: 3,
        churned: 1,
        churnRate: 0.3333,
        mrrCents: 399 + 333 + 399,
        giftsBought: 1,
        giftsRedeemed: 1,
      },
      // C ended in April; D came back and H took a year: 399 + 333.25 + 333.25 + 399, rounded once.
      {
        month: '2026-04',
        subscribersAtStart: 3,
        churned: 1,
        churnRate: 0.3333,
        mrrCents: 1465,
        giftsBought: 1,
        giftsRedeemed: 0,
      },
      // E's trial is not revenue yet; the gift F holds never was.
      {
        month: '2026-05',
        subscribersAtStart: 4,
        churned: 0,
        churnRate: 0,
        mrrCents: 1465,
        giftsBought: 0,
        giftsRedeemed: 1,
      },
    ]);
    // March's members a month on: C and F still subscribed, D between subscriptions. April's and May's have not
    // all reached a month yet.
    expect(report.cohorts).toEqual([
      { month: '2026-03', joined: 3, retained: [2] },
      { month: '2026-04', joined: 1, retained: [] },
      { month: '2026-05', joined: 1, retained: [] },
    ]);
    expect(report.coupons).toEqual([
      { code: 'SPRING', redemptions: 2 },
      { code: 'FRIEND', redemptions: 1 },
    ]);
  });

  it('answers a longer period with every month, the older ones empty', async () => {
    const report: MembersReport = (await get(official, '/v1/admin/analytics/members?period=12m')).json();
    expect(report.months.map((row) => row.month)).toEqual(TWELVE_MONTHS);
    // December: G joined; January: A and B; February begins with all three paying.
    expect(report.months.map((row) => row.subscribersAtStart)).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 3, 3, 3, 4]);
    expect(report.cohorts[0]).toEqual({ month: '2025-12', joined: 1, retained: [1, 1, 1, 0] });
    expect(report.coupons).toEqual([
      { code: 'SPRING', redemptions: 3 },
      { code: 'FRIEND', redemptions: 1 },
    ]);
  });

  it('is for Official accounts only, and checks its period', async () => {
    expect((await get(creator)).statusCode).toBe(403);
    expect((await get(member)).statusCode).toBe(403);
    expect((await get(undefined)).statusCode).toBe(401);
    const bad = await get(official, '/v1/admin/analytics/members?period=28d');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'VALIDATION', fields: { period: [expect.any(String)] } });
  });

  describe('with the finished months stored by the hourly rollup', () => {
    const periods = ['3m', '6m', '12m'] as const;
    const reports = async () =>
      Promise.all(
        periods.map(async (period) =>
          (await get(official, `/v1/admin/analytics/members?period=${period}`)).json(),
        ),
      );
    const stored = () =>
      ctx.database.db.select().from(membersMonthlyFigures).orderBy(asc(membersMonthlyFigures.month));

    it('answers as computed live, reads the stored rows, and a second run changes nothing', async () => {
      await ctx.database.db.delete(membersMonthlyFigures);
      const live = await reports();
      await runJob(ctx.jobs, MEMBERS_ROLLUP_JOB);
      const first = await stored();
      // The eleven finished months of the longest period, June 2025 to April 2026.
      expect(first.map((row) => row.month)).toEqual(TWELVE_MONTHS.slice(0, 11));
      expect(first.every((row) => row.computedIn === '2026-05')).toBe(true);
      expect(first.find((row) => row.month === '2026-03')).toMatchObject({
        cohortJoined: 3,
        cohortRetained: [2],
      });
      expect(await reports()).toEqual(live);
      await runJob(ctx.jobs, MEMBERS_ROLLUP_JOB);
      expect(await stored()).toEqual(first);

      // The report reads them: a stored figure shows as it is.
      await ctx.database.db
        .update(membersMonthlyFigures)
        .set({ giftsBought: 99 })
        .where(eq(membersMonthlyFigures.month, '2026-04'));
      const [threeMonths] = await reports();
      expect(threeMonths.months[1]).toMatchObject({ month: '2026-04', giftsBought: 99 });
      await runJob(ctx.jobs, MEMBERS_ROLLUP_JOB);
      expect(await reports()).toEqual(live);
    });

    it('computes every month live once a month has ended since the last run, until the next run', async () => {
      await runJob(ctx.jobs, MEMBERS_ROLLUP_JOB);
      clock.set(new Date('2026-06-02T08:00:00Z'));
      try {
        const beforeRun = await reports();
        await ctx.database.db.delete(membersMonthlyFigures);
        const live = await reports();
        expect(beforeRun).toEqual(live);
        // April's member has now been subscribed a month on; May's has not all reached one yet.
        expect(live[0].cohorts).toEqual([
          { month: '2026-04', joined: 1, retained: [1] },
          { month: '2026-05', joined: 1, retained: [] },
        ]);
        await runJob(ctx.jobs, MEMBERS_ROLLUP_JOB);
        expect((await stored()).every((row) => row.computedIn === '2026-06')).toBe(true);
        expect(await reports()).toEqual(live);
      } finally {
        clock.set(new Date('2026-05-20T12:00:00Z'));
      }
    });
  });
});
