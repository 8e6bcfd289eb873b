import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices, plans, subscriptions } from '../billing/billing.schema';
import { couponRedemptions } from '../coupons/coupons.schema';
import { gifts } from '../gifts/gifts.schema';
import { monthlyCentsExpression, type MonthRange } from './members-rules';

/** The currency revenue is summed in: plans sold in another are left out of it. */
export const REVENUE_CURRENCY = 'usd';

/** A subscription was paid for once a charge on it went through (later refunded or disputed included). */
const charged = (subscriptionId: SQL) => sql`exists (
  select 1 from ${invoices} i where i.subscription_id = ${subscriptionId} and i.status <> 'failed')`;

/** A member held the subscription at `moment`: it had begun and not yet ended. */
const heldAt = (row: string, moment: SQL) =>
  sql`${sql.raw(row)}.created_at <= ${moment} and (${sql.raw(row)}.ended_at is null or ${sql.raw(row)}.ended_at > ${moment})`;

/** Months of the range as UTC instants: when each began, and its end (this month's: now). */
const monthsOf = (range: MonthRange, now: Date) => sql`(
  select to_char(m, 'YYYY-MM') as month, m at time zone 'UTC' as start,
         least((m + interval '1 month') at time zone 'UTC', ${now.toISOString()}::timestamptz) as until
  from generate_series((${range.start.toISOString()}::timestamptz at time zone 'UTC'),
                       (${now.toISOString()}::timestamptz at time zone 'UTC'), interval '1 month') m
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
      const row = result.rows[0]!;
      return { started: row.started, converted: row.converted, inTrial: row.in_trial };
    },

    /**
     * Per month: the paying subscriptions when it began and those of them that ended within it, the monthly
     * recurring revenue at its end, and the gifts bought and redeemed in it. Paying: charged, past its trial, held.
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
        with paying as (
          select s.created_at, s.ended_at, coalesce(s.trial_end, s.created_at) as paid_from,
                 case when lower(p.currency) = ${REVENUE_CURRENCY}
                   then ${sql.raw(monthlyCentsExpression('s.price_cents', 'p.interval'))} else 0 end as monthly
          from ${subscriptions} s join ${plans} p on p.id = s.plan_id
          where ${charged(sql`s.id`)}
        )
        select months.month,
          (select count(*) from paying s where ${heldAt('s', sql`months.start`)} and s.paid_from <= months.start)::int
            as subscribers_at_start,
          (select count(*) from paying s where ${heldAt('s', sql`months.start`)} and s.paid_from <= months.start
             and s.ended_at <= months.until)::int as churned,
          (select round(coalesce(sum(s.monthly), 0)) from paying s
             where ${heldAt('s', sql`months.until`)} and s.paid_from <= months.until)::int as mrr_cents,
          (select count(*) from ${gifts} g
             where g.created_at >= months.start and g.created_at < months.until)::int as gifts_bought,
          (select count(*) from ${gifts} g
             where g.redeemed_at >= months.start and g.redeemed_at < months.until)::int as gifts_redeemed
        from ${monthsOf(range, now)}
        order by months.month`);
      return result.rows.map((row) => ({
        month: row.month,
        subscribersAtStart: row.subscribers_at_start,
        churned: row.churned,
        mrrCents: row.mrr_cents,
        giftsBought: row.gifts_bought,
        giftsRedeemed: row.gifts_redeemed,
      }));
    },

    /**
     * Members whose first subscription (trial, paid or gift) began in the range, by that month, and for each whole
     * month after it that every one of them has reached, how many held a subscription (any) at that moment.
     */
    async cohorts(range: MonthRange, now: Date) {
      const until = now.toISOString();
      const result = await db.execute<{ month: string; joined: number; retained: number[] }>(sql`
        with members as (
          select user_id, min(created_at) at time zone 'UTC' as joined,
                 date_trunc('month', min(created_at) at time zone 'UTC') as cohort
          from ${subscriptions} group by user_id
          having min(created_at) >= ${range.start.toISOString()} and min(created_at) <= ${until}
        )
        select to_char(m.cohort, 'YYYY-MM') as month, count(*)::int as joined,
          array(
            select (count(*) filter (where exists (select 1 from ${subscriptions} s where s.user_id = later.user_id
              and ${heldAt('s', sql`(later.joined + make_interval(months => n)) at time zone 'UTC'`)})))::int
            from members later, generate_series(1, ${range.months}) n
            where later.cohort = m.cohort
              and (m.cohort + make_interval(months => n + 1)) at time zone 'UTC' <= ${until}::timestamptz
            group by n order by n
          ) as retained
        from members m
        group by m.cohort order by m.cohort`);
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
  };
}

export type MembersAnalyticsRepository = ReturnType<typeof createMembersAnalyticsRepository>;
