import type { PaymentProviderKind } from '@crewcast/contracts/billing';
import type { AdminCoupon, AdminCouponList } from '@crewcast/contracts/console-billing';
import { desc, eq, ilike } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { AppError, fieldError } from '../../http/errors';
import { auditedChange } from '../audit/audit.module';
import type { AuditService } from '../audit/audit.service';
import { coupons } from './coupons.schema';

type CouponRow = typeof coupons.$inferSelect;

export const COUPON_ADMIN_MESSAGES = {
  notFound: 'That discount code does not exist.',
  exists: 'A discount code with that name exists already.',
  stripeRequired: 'Enter the Stripe promotion code id: members paying through Stripe redeem codes there.',
  redeemed: 'A code that has been redeemed is kept: deactivate it instead.',
  pastExpiry: 'The expiry must be in the future.',
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

function statusOf(row: CouponRow, now: Date): AdminCoupon['status'] {
  if (row.deactivatedAt) return 'deactivated';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  if (row.maxRedemptions !== null && row.redemptionCount >= row.maxRedemptions) return 'used-up';
  return 'active';
}

/** What the audit log keeps of a code. */
function audited(row: CouponRow) {
  return {
    percentOff: row.percentOff,
    durationInMonths: row.durationInMonths,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    redemptionCount: row.redemptionCount,
    stripePromotionCodeId: row.stripePromotionCodeId,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  };
}

function toAdminCoupon(row: CouponRow, now: Date): AdminCoupon {
  return {
    code: row.code,
    ...audited(row),
    status: statusOf(row, now),
    created: row.createdAt.toISOString(),
  };
}

export interface NewCoupon {
  code: string;
  percentOff: number;
  durationInMonths: number;
  expiresAt: string | null;
  maxRedemptions: number | null;
  stripePromotionCodeId: string | null;
}

/** Discount codes in the console: created, deactivated or expired by staff; a redeemed code is never deleted. */
export function createCouponsAdminService(deps: {
  db: Database;
  audit: AuditService;
  provider: PaymentProviderKind;
  clock: () => Date;
}) {
  const { db, audit, provider, clock } = deps;

  async function lockedOrFail(tx: Executor, code: string): Promise<CouponRow> {
    const [row] = await tx
      .select()
      .from(coupons)
      .where(eq(coupons.code, code.trim().toUpperCase()))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', COUPON_ADMIN_MESSAGES.notFound);
    return row;
  }

  /** Changes one code inside a transaction and records the change with its before and after values. */
  async function change(
    actorId: string,
    code: string,
    action: string,
    valuesFor: (before: CouponRow, now: Date) => Partial<Pick<CouponRow, 'deactivatedAt' | 'expiresAt'>>,
  ): Promise<AdminCoupon> {
    return db.transaction(async (tx) => {
      const before = await lockedOrFail(tx, code);
      const [after] = await tx
        .update(coupons)
        .set(valuesFor(before, clock()))
        .where(eq(coupons.code, before.code))
        .returning();
      const row = after ?? before;
      await audit.record(tx, {
        actorId,
        action,
        target: { type: 'coupon', id: before.code },
        ...auditedChange(audited, before, row),
      });
      return toAdminCoupon(row, clock());
    });
  }

  return {
    /** Newest first; `search` matches part of a code. */
    async list(search: string): Promise<AdminCouponList> {
      const rows = await db
        .select()
        .from(coupons)
        .where(search ? ilike(coupons.code, `%${escapeLike(search)}%`) : undefined)
        .orderBy(desc(coupons.createdAt), coupons.code)
        .limit(500);
      const now = clock();
      return { provider, coupons: rows.map((row) => toAdminCoupon(row, now)) };
    },

    async create(actorId: string, input: NewCoupon): Promise<AdminCoupon> {
      if (provider === 'stripe' && !input.stripePromotionCodeId)
        throw fieldError('VALIDATION', 'stripePromotionCodeId', COUPON_ADMIN_MESSAGES.stripeRequired);
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      if (expiresAt && expiresAt <= clock())
        throw fieldError('VALIDATION', 'expiresAt', COUPON_ADMIN_MESSAGES.pastExpiry);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(coupons)
          .values({
            code: input.code,
            percentOff: input.percentOff,
            durationInMonths: input.durationInMonths,
            expiresAt,
            maxRedemptions: input.maxRedemptions,
            stripePromotionCodeId: input.stripePromotionCodeId,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw fieldError('CONFLICT', 'code', COUPON_ADMIN_MESSAGES.exists);
        await audit.record(tx, {
          actorId,
          action: 'coupon.create',
          target: { type: 'coupon', id: row.code },
          before: null,
          after: audited(row),
        });
        return toAdminCoupon(row, clock());
      });
    },

    /** No longer redeemable; subscriptions that redeemed it keep their discount. */
    deactivate(actorId: string, code: string): Promise<AdminCoupon> {
      return change(actorId, code, 'coupon.deactivate', (before, now) => ({
        deactivatedAt: before.deactivatedAt ?? now,
      }));
    },

    /** Expires now, unless it expired already. */
    expire(actorId: string, code: string): Promise<AdminCoupon> {
      return change(actorId, code, 'coupon.expire', (before, now) => ({
        expiresAt: before.expiresAt && before.expiresAt < now ? before.expiresAt : now,
      }));
    },

    /** Removes a code nobody redeemed (a typo); a redeemed code stays on record. */
    async remove(actorId: string, code: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockedOrFail(tx, code);
        if (before.redemptionCount > 0) throw new AppError('CONFLICT', COUPON_ADMIN_MESSAGES.redeemed);
        await tx.delete(coupons).where(eq(coupons.code, before.code));
        await audit.record(tx, {
          actorId,
          action: 'coupon.delete',
          target: { type: 'coupon', id: before.code },
          before: audited(before),
          after: null,
        });
      });
    },
  };
}

export type CouponsAdminService = ReturnType<typeof createCouponsAdminService>;
