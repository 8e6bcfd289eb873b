import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { camelRows } from '../../db/camel-rows';
import type { Executor } from '../../db/client';
import { invoices, plans, subscriptions } from '../billing/billing.schema';
import { couponRedemptions } from '../coupons/coupons.schema';
import { gifts } from '../gifts/gifts.schema';
import { membersMonthlyFigures } from './analytics-members.schema';
import { monthlyCentsExpression, type MonthRange } from './members-rules';

/** The currency revenue is summed in: plans sold in another are left out of it. */
export const REVENUE_CURRENCY = 'usd';

/** A subscription was paid for once a charge on it went through (later refunded or disputed included). */
const charged = (subscriptionId: SQL) => sql`exists (
  select 1 from ${invoices} i where i.subscription_id = ${subscriptionId} and i.status <> 'failed')`;

/** A member held the subscription at `moment`: it had begun and not yet ended. */
const heldAt = (row: string, moment: SQL) =>
  sql`${sql.raw(row)}.created_at <= ${moment} and (${sql.raw(row)}.ended_at is null or ${sql.raw(row)}.ended_at > ${moment})`;

/** Months of the range as UTC instants: when each began, and its end (this month's: now); worked out once. */
const monthsOf = (range: MonthRange, now: Date) => sql`(
  select to_char(m, 'YYYY-MM') as month, m at time zone 'UTC' as start,
         least((m + interval '1 month') at time zone 'UTC', ${now.toISOString()}::timestamptz) as until
  from generate_series((${range.start.toISOString()}::timestamptz at time zone 'UTC'),
                       (${now.toISOString()}::timestamptz at time zone 'UTC'), interval '1 month') m
  offset 0
) months`;

export function createMembersAnalyticsRepository(db: Executor) {
  return {
    /** Trials begun in the range up to now: how many, how many were then charged, how many still run. */
    async trials(range: MonthRange, now: Date) {
      const result = await db.execute<{ started: number; converted: number; in_trial: number }>(sql`
        select count(*)::int as started,
               (count(*) filter (where ${charged(sql`s.id`)}))::int as converted,
               (count(*) filter (where s.trial_end > ${now.toISOString()} and s.ended_at is null
                 and not ${charged(sql`s.id`)}))::int as in_trial
        from ${subscriptions} s
        where s.trial_end is not null and s.created_at >= ${range.start.toISOString()}
          and s.created_at <= ${now.toISOString()}`);
      return camelRows(result.rows)[0]!;
    },

    /**
     * Per month: the paying subscriptions when it began and those of them that ended within it, the monthly
     * recurring revenue at its end, and the gifts bought and redeemed in it. Paying: charged, past its trial, held.
     * Each month is joined once to the paying subscriptions held at some moment of it, and counts them in one pass.
     */
    async months(range: MonthRange, now: Date) {
      const result = await db.execute<{
        month: string;
        subscribers_at_start: number;
        churned: number;
        mrr_cents: number;
        gifts_bought: number;
        gifts_redeemed: number;
      }>(sql`
        with charged as materialized (
          select distinct i.subscription_id as id from ${invoices} i where i.status <> 'failed'
        ),
        paying as (
          select s.created_at, s.ended_at, coalesce(s.trial_end, s.created_at) as paid_from,
                 case when lower(p.currency) = ${REVENUE_CURRENCY}
                   then ${sql.raw(monthlyCentsExpression('s.price_cents', 'p.interval'))} else 0 end as monthly
          from charged join ${subscriptions} s on s.id = charged.id join ${plans} p on p.id = s.plan_id
        )
        select months.month,
          (count(*) filter (where ${heldAt('s', sql`months.start`)} and s.paid_from <= months.start))::int
            as subscribers_at_start,
          (count(*) filter (where ${heldAt('s', sql`months.start`)} and s.paid_from <= months.start
             and s.ended_at <= months.until))::int as churned,
          round(coalesce(sum(s.monthly) filter (
            where ${heldAt('s', sql`months.until`)} and s.paid_from <= months.until), 0))::int as mrr_cents,
          (select count(*) from ${gifts} g
             where g.created_at >= months.start and g.created_at < months.until)::int as gifts_bought,
          (select count(*) from ${gifts} g
             where g.redeemed_at >= months.start and g.redeemed_at < months.until)::int as gifts_redeemed
        from ${monthsOf(range, now)}
        left join paying s on s.created_at <= months.until and (s.ended_at is null or s.ended_at > months.start)
        group by months.month, months.start, months.until
        order by months.month`);
      return camelRows(result.rows);
    },

    /**
     * Members whose first subscription (trial, paid or gift) began in the range, by that month, and for each whole
     * month after it that every one of them has reached, how many held a subscription (any) at that moment: each
     * member and month is matched against the member's subscriptions in one join, not one lookup each.
     */
    async cohorts(range: MonthRange, now: Date) {
      const until = now.toISOString();
      const reached = (cohort: SQL, n: SQL) =>
        sql`(${cohort} + make_interval(months => ${n} + 1)) at time zone 'UTC' <= ${until}::timestamptz`;
      const result = await db.execute<{ month: string; joined: number; retained: number[] }>(sql`
        with members as (
          select user_id, min(created_at) at time zone 'UTC' as joined,
                 date_trunc('month', min(created_at) at time zone 'UTC') as cohort
          from ${subscriptions} group by user_id
          having min(created_at) >= ${range.start.toISOString()} and min(created_at) <= ${until}
        ),
        held as (
          select cohort, n, count(*)::int as members from (
            select distinct m.cohort, n, m.user_id
            from members m join ${subscriptions} s on s.user_id = m.user_id
              cross join generate_series(1, ${range.months}) n
            where ${reached(sql`m.cohort`, sql`n`)}
              and ${heldAt('s', sql`(m.joined + make_interval(months => n)) at time zone 'UTC'`)}
          ) holding group by cohort, n
        )
        select to_char(c.cohort, 'YYYY-MM') as month, c.joined,
          array(
            select coalesce(held.members, 0) from generate_series(1, ${range.months}) n
            left join held on held.cohort = c.cohort and held.n = n.n
            where ${reached(sql`c.cohort`, sql`n.n`)}
            order by n.n
          ) as retained
        from (select cohort, count(*)::int as joined from members group by cohort) c
        order by c.cohort`);
      return result.rows;
    },

    /** Redemptions per discount code in the range, most used first. */
    async coupons(range: MonthRange, now: Date) {
      const result = await db.execute<{ code: string; redemptions: number }>(sql`
        select code, count(*)::int as redemptions from ${couponRedemptions}
        where created_at >= ${range.start.toISOString()} and created_at <= ${now.toISOString()}
        group by code order by count(*) desc, code`);
      return result.rows;
    },

    /** The stored figures of the months from `from` up to (not including) `to`, written in month `computedIn`. */
    storedMonths(from: string, to: string, computedIn: string): Promise<StoredMonth[]> {
      return db
        .select()
        .from(membersMonthlyFigures)
        .where(
          and(
            gte(membersMonthlyFigures.month, from),
            lt(membersMonthlyFigures.month, to),
            eq(membersMonthlyFigures.computedIn, computedIn),
          ),
        )
        .orderBy(asc(membersMonthlyFigures.month));
    },

    /** Replaces every stored month with `rows`, in one transaction. */
    async replaceStoredMonths(rows: StoredMonth[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(membersMonthlyFigures);
        if (rows.length > 0) await tx.insert(membersMonthlyFigures).values(rows);
      });
    },
  };
}

export type MembersMonthFigures = Awaited<ReturnType<MembersAnalyticsRepository['months']>>[number];
export type MembersCohort = Awaited<ReturnType<MembersAnalyticsRepository['cohorts']>>[number];
export type StoredMonth = typeof membersMonthlyFigures.$inferSelect;

export type MembersAnalyticsRepository = ReturnType<typeof createMembersAnalyticsRepository>;
