import { z } from 'zod';
import { DEFAULT_MEMBERS_PERIOD, MEMBERS_PERIODS } from './constants/analytics-members';

export const MembersPeriodQuerySchema = z.object({
  period: z.enum(MEMBERS_PERIODS).default(DEFAULT_MEMBERS_PERIOD),
});

/** GET /v1/admin/analytics/members: subscriptions, money, gifts and coupons over whole months; counts only. */
export const MembersReportSchema = z.object({
  period: z.enum(MEMBERS_PERIODS),
  /** The first and last month counted (YYYY-MM, UTC; the last is this month so far). */
  from: z.string(),
  to: z.string(),
  /** The currency of the revenue figures (lower case, as plans name it): only plans sold in it are summed. */
  currency: z.literal('usd'),
  /** Trials started in the period, and how many of them were charged once the trial ended. */
  trials: z.object({
    started: z.number().int(),
    converted: z.number().int(),
    /** Started trials not yet over, which may still convert. */
    inTrial: z.number().int(),
    /** converted / started (0-1). */
    conversionRate: z.number(),
  }),
  /** Every month of the period, oldest first. */
  months: z.array(
    z.object({
      month: z.string(),
      /** Paying subscriptions when the month began. */
      subscribersAtStart: z.number().int(),
      /** Of those, the ones that ended within the month (so far). */
      churned: z.number().int(),
      /** churned / subscribersAtStart (0-1). */
      churnRate: z.number(),
      /** Monthly recurring revenue at the month's end (this month: now), in cents; a year's price counts 1/12. */
      mrrCents: z.number().int(),
      giftsBought: z.number().int(),
      giftsRedeemed: z.number().int(),
    }),
  ),
  /**
   * Members by the month of their first subscription in the period; `retained[n]` is how many still held one
   * n + 1 months after joining, as far as that moment has come.
   */
  cohorts: z.array(
    z.object({ month: z.string(), joined: z.number().int(), retained: z.array(z.number().int()) }),
  ),
  /** Redemptions per discount code in the period, most used first. */
  coupons: z.array(z.object({ code: z.string(), redemptions: z.number().int() })),
});
export type MembersReport = z.infer<typeof MembersReportSchema>;
