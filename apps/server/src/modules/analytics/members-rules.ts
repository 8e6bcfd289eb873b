import type { MembersPeriod } from '@crewcast/contracts/constants/analytics-members';

const PERIOD_MONTHS: Record<MembersPeriod, number> = { '3m': 3, '6m': 6, '12m': 12 };

/** The calendar months (UTC) a period covers: `months` of them, the last being the one `now` is in. */
export interface MonthRange {
  months: number;
  /** The first moment of the first month. */
  start: Date;
  /** The first and last month, as YYYY-MM. */
  from: string;
  to: string;
}

/** The YYYY-MM a moment falls in (UTC). */
export const monthOf = (moment: Date): string => moment.toISOString().slice(0, 7);

export function monthRange(period: MembersPeriod, now: Date): MonthRange {
  const months = PERIOD_MONTHS[period];
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  return { months, start, from: monthOf(start), to: monthOf(now) };
}

/** A share (0-1) to four places, 0 when there is nothing to share. */
export function rate(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0;
}

/**
 * What a subscription brings in a month, in cents, as SQL over its price and plan interval: a year's price counts a
 * twelfth. Kept exact (numeric) so that a sum is rounded to whole cents once, not per subscription.
 */
export const monthlyCentsExpression = (priceCents: string, interval: string) =>
  `case when ${interval} = 'year' then ${priceCents}::numeric / 12 else ${priceCents}::numeric end`;
