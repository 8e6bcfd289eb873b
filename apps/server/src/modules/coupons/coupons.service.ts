import type { AppliedCoupon, Coupon } from '@crewcast/contracts/coupons';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import { addMonths } from '../billing/billing.module';
import { couponRedemptions, coupons } from './coupons.schema';

type CouponRow = typeof coupons.$inferSelect;
type RedemptionRow = typeof couponRedemptions.$inferSelect;

export const COUPON_MESSAGES = {
  notFound: 'That discount code does not exist.',
  expired: 'That discount code has expired.',
  deactivated: 'That discount code is no longer valid.',
  usedUp: 'That discount code has been used the maximum number of times.',
  alreadyApplied: 'That discount code has already been applied to your subscription.',
  discountActive: 'Your subscription already has a discount. Apply another code when it ends.',
  notOnProvider: 'That discount code can’t be used with your payment method.',
} as const;

const normalise = (code: string) => code.trim().toUpperCase();

function toCoupon(row: Pick<CouponRow, 'code' | 'percentOff' | 'durationInMonths'>): Coupon {
  return { code: row.code, percentOff: row.percentOff, durationInMonths: row.durationInMonths };
}

function toApplied(row: RedemptionRow): AppliedCoupon {
  return {
    code: row.code,
    percentOff: row.percentOff,
    durationInMonths: row.durationInMonths,
    couponRedemptionDate: row.createdAt.toISOString(),
    discountEnd: row.discountEnd.toISOString(),
    subscriptionId: row.subscriptionId,
  };
}

/** The discount a subscription's next charges get, and how many months of charges it still covers. */
export interface ActiveDiscount {
  redemptionId: string;
  code: string;
  percentOff: number;
  monthsRemaining: number;
}

/** Discount codes: expiry and redemption limits, once per subscription, for a number of months of charges. */
export function createCouponsService(db: Database, clock: () => Date) {
  const usable = (now: Date) =>
    and(
      isNull(coupons.deactivatedAt),
      or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
      or(isNull(coupons.maxRedemptions), lt(coupons.redemptionCount, coupons.maxRedemptions)),
    );

  return {
    /** The usable code of that name (any letter case), or null: expired and used-up codes are not offered. */
    async search(code: string): Promise<Coupon | null> {
      if (!code.trim()) return null;
      const [row] = await db
        .select()
        .from(coupons)
        .where(and(eq(coupons.code, normalise(code)), usable(clock())));
      return row ? toCoupon(row) : null;
    },

    async listApplied(subscriptionId: string): Promise<AppliedCoupon[]> {
      const rows = await db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.subscriptionId, subscriptionId))
        .orderBy(desc(couponRedemptions.createdAt));
      return rows.map(toApplied);
    },

    /**
     * Redeems a code for a subscription whose next charge is due at `nextChargeAt`: the count of redemptions
     * rises by a conditional update, so a limit holds under concurrency.
     */
    async apply(
      tx: Executor,
      request: { code: string; subscriptionId: string; userId: string; nextChargeAt: Date },
    ): Promise<{ applied: AppliedCoupon; stripePromotionCodeId: string | null }> {
      const code = normalise(request.code);
      const now = clock();
      const [existing] = await tx.select().from(coupons).where(eq(coupons.code, code));
      if (!existing) throw new AppError('BAD_REQUEST', COUPON_MESSAGES.notFound);
      if (existing.deactivatedAt) throw new AppError('BAD_REQUEST', COUPON_MESSAGES.deactivated);
      if (existing.expiresAt && existing.expiresAt <= now)
        throw new AppError('BAD_REQUEST', COUPON_MESSAGES.expired);
      const [already] = await tx
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.subscriptionId, request.subscriptionId))
        .orderBy(desc(couponRedemptions.createdAt))
        .limit(1);
      if (already?.code === code) throw new AppError('BAD_REQUEST', COUPON_MESSAGES.alreadyApplied);
      if (already && already.monthsRemaining > 0)
        throw new AppError('BAD_REQUEST', COUPON_MESSAGES.discountActive);

      const [counted] = await tx
        .update(coupons)
        .set({ redemptionCount: sql`${coupons.redemptionCount} + 1` })
        .where(and(eq(coupons.code, code), usable(now)))
        .returning();
      if (!counted) throw new AppError('BAD_REQUEST', COUPON_MESSAGES.usedUp);
      const inserted = await tx
        .insert(couponRedemptions)
        .values({
          code,
          subscriptionId: request.subscriptionId,
          userId: request.userId,
          percentOff: counted.percentOff,
          durationInMonths: counted.durationInMonths,
          monthsRemaining: counted.durationInMonths,
          discountEnd: addMonths(request.nextChargeAt, counted.durationInMonths),
        })
        .onConflictDoNothing()
        .returning();
      const [redemption] = inserted;
      if (!redemption) throw new AppError('BAD_REQUEST', COUPON_MESSAGES.alreadyApplied);
      return { applied: toApplied(redemption), stripePromotionCodeId: counted.stripePromotionCodeId };
    },

    async activeDiscount(subscriptionId: string, executor: Executor = db): Promise<ActiveDiscount | null> {
      const [row] = await executor
        .select()
        .from(couponRedemptions)
        .where(
          and(eq(couponRedemptions.subscriptionId, subscriptionId), gt(couponRedemptions.monthsRemaining, 0)),
        )
        .orderBy(desc(couponRedemptions.createdAt))
        .limit(1);
      return row
        ? {
            redemptionId: row.id,
            code: row.code,
            percentOff: row.percentOff,
            monthsRemaining: row.monthsRemaining,
          }
        : null;
    },

    /** Uses up the months a charge was discounted for. */
    async consume(tx: Executor, redemptionId: string, months: number): Promise<void> {
      await tx
        .update(couponRedemptions)
        .set({ monthsRemaining: sql`greatest(${couponRedemptions.monthsRemaining} - ${months}, 0)` })
        .where(eq(couponRedemptions.id, redemptionId));
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
