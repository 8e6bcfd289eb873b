import { describe, expect, it } from 'vitest';
import {
  addMonths,
  afterFailedRenewal,
  afterPaidRenewal,
  discountFor,
  dueAction,
  extendBy,
  RENEWAL_RETRY_DAYS,
  type LifecycleState,
} from './lifecycle';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

function trialing(overrides: Partial<LifecycleState> = {}): LifecycleState {
  return {
    status: 'trialing',
    currentPeriodStart: day('2026-01-01'),
    currentPeriodEnd: day('2026-01-15'),
    cancelAtPeriodEnd: false,
    failedAttempts: 0,
    nextAttemptAt: null,
    pastDueSince: null,
    hasCard: true,
    billingDay: 15,
    ...overrides,
  };
}

describe('subscription lifecycle', () => {
  it('does nothing before the trial ends, then charges for the first month', () => {
    expect(dueAction(trialing(), 'month', day('2026-01-14'))).toEqual({ kind: 'none' });
    expect(dueAction(trialing(), 'month', day('2026-01-15'))).toEqual({
      kind: 'charge',
      periodStart: day('2026-01-15'),
      periodEnd: day('2026-02-15'),
    });
  });

  it('renews an annual plan for a year, and a paid renewal makes it active for the new period', () => {
    const state = trialing({ status: 'active' });
    const action = dueAction(state, 'year', day('2026-01-16'));
    expect(action).toEqual({ kind: 'charge', periodStart: day('2026-01-15'), periodEnd: day('2027-01-15') });
    expect(afterPaidRenewal(day('2026-01-15'), day('2027-01-15'))).toMatchObject({
      status: 'active',
      currentPeriodEnd: day('2027-01-15'),
      failedAttempts: 0,
      nextAttemptAt: null,
    });
  });

  it('ends a subscription cancelled at period end, or one without a card, instead of charging', () => {
    expect(dueAction(trialing({ cancelAtPeriodEnd: true }), 'month', day('2026-01-15'))).toEqual({
      kind: 'end',
    });
    expect(dueAction(trialing({ hasCard: false }), 'month', day('2026-01-15'))).toEqual({ kind: 'end' });
    expect(dueAction(trialing({ status: 'canceled' }), 'month', day('2026-03-01'))).toEqual({ kind: 'none' });
  });

  it('retries a failed renewal on its schedule, then cancels', () => {
    let state = trialing({ status: 'active' });
    let now = day('2026-01-15');
    for (const [attempt, days] of RENEWAL_RETRY_DAYS.entries()) {
      const patch = afterFailedRenewal(state, now);
      expect(patch).toMatchObject({ status: 'past_due', failedAttempts: attempt + 1 });
      state = { ...state, ...patch } as LifecycleState;
      expect(state.nextAttemptAt?.getTime()).toBe(now.getTime() + days * 86_400_000);
      expect(dueAction(state, 'month', new Date(state.nextAttemptAt!.getTime() - 1))).toEqual({
        kind: 'none',
      });
      now = state.nextAttemptAt!;
      // A retry still pays for the period that started when the last one ended.
      expect(dueAction(state, 'month', now)).toMatchObject({
        kind: 'charge',
        periodStart: day('2026-01-15'),
      });
    }
    expect(afterFailedRenewal(state, now)).toMatchObject({ status: 'canceled', endedAt: now });
  });

  it('adds months on the same day, clamped to the end of shorter months', () => {
    expect(addMonths(day('2026-01-31'), 1)).toEqual(day('2026-02-28'));
    expect(addMonths(day('2024-01-31'), 1)).toEqual(day('2024-02-29'));
    expect(addMonths(day('2026-11-30'), 3)).toEqual(day('2027-02-28'));
  });

  it('discounts whole monthly charges and a share of an annual one', () => {
    const coupon = { percentOff: 20, monthsRemaining: 3 };
    expect(discountFor(399, 'month', coupon)).toEqual({ discountCents: 80, monthsUsed: 1 });
    expect(discountFor(3999, 'year', coupon)).toEqual({ discountCents: 200, monthsUsed: 3 });
    expect(discountFor(3999, 'year', { percentOff: 50, monthsRemaining: 24 })).toEqual({
      discountCents: 2000,
      monthsUsed: 12,
    });
    expect(discountFor(399, 'month', { percentOff: 50, monthsRemaining: 0 })).toEqual({
      discountCents: 0,
      monthsUsed: 0,
    });
    expect(discountFor(399, 'month', null).discountCents).toBe(0);
  });

  it('keeps renewals on the first charge’s day through short months', () => {
    let state = trialing({
      status: 'active',
      currentPeriodStart: day('2025-12-31'),
      currentPeriodEnd: day('2026-01-31'),
      billingDay: 31,
    });
    const ends: string[] = [];
    for (const now of ['2026-01-31', '2026-02-28', '2026-03-31']) {
      const action = dueAction(state, 'month', day(now));
      if (action.kind !== 'charge') throw new Error(`expected a charge on ${now}`);
      ends.push(action.periodEnd.toISOString().slice(0, 10));
      state = { ...state, ...afterPaidRenewal(action.periodStart, action.periodEnd) };
    }
    expect(ends).toEqual(['2026-02-28', '2026-03-31', '2026-04-30']);
    expect(addMonths(day('2026-02-28'), 1, 31).toISOString().slice(0, 10)).toBe('2026-03-31');
  });

  it('extends access by days to the hour, and by months on the billing day', () => {
    const at = (date: Date) => date.toISOString();
    expect(at(extendBy(day('2026-01-31'), { unit: 'days', amount: 10 }))).toBe(at(day('2026-02-10')));
    expect(at(extendBy(day('2026-01-31'), { unit: 'months', amount: 1 }))).toBe(at(day('2026-02-28')));
    expect(at(extendBy(day('2026-02-28'), { unit: 'months', amount: 1 }, 31))).toBe(at(day('2026-03-31')));
  });
});
