/**
 * The subscription lifecycle as pure rules over dates, so a fake clock tests every step:
 * trialing -> active -> past_due -> canceled, with cancel at period end and renewal retries.
 */

import { MONTHS_PER_INTERVAL, type BillingInterval } from '@crewcast/contracts/constants/billing';

export {
  discountFor,
  MONTHS_PER_INTERVAL,
  type BillingInterval,
} from '@crewcast/contracts/constants/billing';
export type LiveStatus = 'trialing' | 'active' | 'past_due';

export interface LifecycleState {
  status: LiveStatus | 'canceled';
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  failedAttempts: number;
  nextAttemptAt: Date | null;
  /** When the first renewal of the unpaid period failed (past due only). */
  pastDueSince: Date | null;
  hasCard: boolean;
  /** The day of the month renewals fall on (the first charge's); without one, the period's own start day. */
  billingDay: number | null;
}

/** Days after each failed renewal before the next attempt; after the last one the subscription ends. */
export const RENEWAL_RETRY_DAYS = [1, 3, 5] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `months` later on the same day of the month, or on `day` when given (clamped to the month's last day), in UTC:
 * a subscription billed on the 31st renews on Feb 28 and then on Mar 31 again.
 */
export function addMonths(date: Date, months: number, day = date.getUTCDate()): Date {
  const result = new Date(date);
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Time added by hand: a gift's months, or the days or months staff grant. */
export interface PaidTime {
  unit: 'days' | 'months';
  amount: number;
}

/** `time` later; months fall on `day` as `addMonths` says. */
export function extendBy(date: Date, time: PaidTime, day?: number): Date {
  return time.unit === 'days' ? addDays(date, time.amount) : addMonths(date, time.amount, day);
}

export function addInterval(date: Date, interval: BillingInterval, day?: number): Date {
  return addMonths(date, MONTHS_PER_INTERVAL[interval], day);
}

export function isLive(status: LifecycleState['status']): status is LiveStatus {
  return status !== 'canceled';
}

/** What the biller must do with a subscription now. */
export type DueAction =
  { kind: 'none' } | { kind: 'end' } | { kind: 'charge'; periodStart: Date; periodEnd: Date };

export function dueAction(state: LifecycleState, interval: BillingInterval, now: Date): DueAction {
  if (!isLive(state.status)) return { kind: 'none' };
  const due =
    state.status === 'past_due'
      ? state.nextAttemptAt !== null && state.nextAttemptAt <= now
      : state.currentPeriodEnd <= now;
  if (!due) return { kind: 'none' };
  if (state.cancelAtPeriodEnd || !state.hasCard) return { kind: 'end' };
  // A retried renewal still pays for the period that began when the last one ended.
  const periodStart = state.currentPeriodEnd;
  return {
    kind: 'charge',
    periodStart,
    periodEnd: addInterval(periodStart, interval, state.billingDay ?? undefined),
  };
}

export type LifecyclePatch = Partial<
  Pick<
    LifecycleState,
    'status' | 'currentPeriodStart' | 'currentPeriodEnd' | 'failedAttempts' | 'nextAttemptAt' | 'pastDueSince'
  > & { endedAt: Date | null }
>;

export function afterEnd(now: Date): LifecyclePatch {
  return { status: 'canceled', endedAt: now, nextAttemptAt: null, pastDueSince: null };
}

export function afterPaidRenewal(periodStart: Date, periodEnd: Date): LifecyclePatch {
  return {
    status: 'active',
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
    failedAttempts: 0,
    nextAttemptAt: null,
    pastDueSince: null,
  };
}

/** A failed renewal: retry later while retries remain, then end the subscription. */
export function afterFailedRenewal(state: LifecycleState, now: Date): LifecyclePatch {
  const failedAttempts = state.failedAttempts + 1;
  const retryInDays = RENEWAL_RETRY_DAYS[failedAttempts - 1];
  if (retryInDays === undefined) return { ...afterEnd(now), failedAttempts };
  return {
    status: 'past_due',
    failedAttempts,
    nextAttemptAt: addDays(now, retryInDays),
    pastDueSince: state.pastDueSince ?? now,
  };
}

/**
 * Whether the subscription lets its member watch: live, within the grace days after its period ends (a renewal
 * that never reported back, or an ending whose news was lost, stops access there), and when past due, within the
 * grace days after the first failed renewal.
 */
export function givesAccess(
  state: Pick<LifecycleState, 'status' | 'pastDueSince' | 'currentPeriodEnd'>,
  now: Date,
  graceDays: number,
): boolean {
  if (!isLive(state.status) || addDays(state.currentPeriodEnd, graceDays) <= now) return false;
  if (state.status !== 'past_due') return true;
  return addDays(state.pastDueSince ?? now, graceDays) > now;
}
