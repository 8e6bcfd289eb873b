import { randomBytes } from 'node:crypto';
import type { CardInput } from '@crewcast/contracts/billing';
import { GIFT_MONTHS, type Gift, type GiftOptions } from '@crewcast/contracts/gifts';
import { and, desc, eq, exists, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { AppError, fieldError } from '../../http/errors';
import { invoices } from '../billing/billing.schema';
import type { BillingService } from '../billing/billing.service';
import type { PaymentProvider } from '../billing/payment-provider';
import { gifts } from './gifts.schema';
import { rowFields } from '../../db/row-fields';

type GiftRow = typeof gifts.$inferSelect;

export const GIFT_MESSAGES = {
  notFound: 'That gift code does not exist.',
  redeemed: 'This gift has already been redeemed.',
  refunded: 'This gift was refunded, so its code no longer works.',
  cardRequired: 'Enter your card details.',
  noPrice: 'Gift subscriptions are not for sale right now.',
} as const;

/** Easy to read aloud: no 0/O or 1/I. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newGiftCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]);
  return `GIFT-${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8, 12).join('')}`;
}

function toGift(row: GiftRow): Gift {
  return {
    ...rowFields(
      row,
      'id',
      'months',
      'priceCents',
      'currency',
      'code',
      'recipientEmail',
      'message',
      'status',
    ),
    createdAt: row.createdAt.toISOString(),
    redeemedAt: row.redeemedAt?.toISOString() ?? null,
  };
}

/** What a gift's receipt and checkout line say. */
export function giftDescription(months: number): string {
  return `Gift subscription, ${months} month${months === 1 ? '' : 's'}`;
}

export interface GiftPurchase {
  months: (typeof GIFT_MONTHS)[number];
  recipientEmail?: string;
  message: string;
  card?: CardInput;
}

/** Gift subscriptions: bought for an email address or as a code, redeemed as paid time. */
export function createGiftsService(deps: {
  db: Database;
  billing: BillingService;
  provider: PaymentProvider;
  publicUrl: string;
  sendGift: (
    to: string,
    gift: { from: string; months: number; message: string; code: string },
  ) => Promise<void>;
  displayNameOf: (userId: string) => Promise<string>;
  emailOf: (userId: string) => Promise<string>;
}) {
  const { db, billing, provider } = deps;

  /** A month costs the monthly plan's price; twelve months cost the annual plan's. */
  async function priceOf(months: number): Promise<{ priceCents: number; currency: string }> {
    const plans = await billing.plans.list();
    const monthly = plans.find((plan) => plan.interval === 'month');
    const annual = plans.find((plan) => plan.interval === 'year');
    if (months === 12 && annual) return { priceCents: annual.priceCents, currency: annual.currency };
    if (!monthly) throw new AppError('BAD_REQUEST', GIFT_MESSAGES.noPrice);
    return { priceCents: monthly.priceCents * months, currency: monthly.currency };
  }

  /** Records a paid gift and mails it when it has a recipient (used by the test checkout and the webhook). */
  async function recordPaidGift(
    tx: Executor,
    purchase: {
      purchaserId: string;
      months: number;
      priceCents: number;
      currency: string;
      recipientEmail: string | null;
      message: string;
      invoiceId: string | null;
    },
  ): Promise<Gift> {
    const [row] = await tx
      .insert(gifts)
      .values({ ...purchase, code: newGiftCode() })
      .returning();
    return toGift(row as GiftRow);
  }

  async function mailGift(gift: Gift, purchaserId: string): Promise<void> {
    if (!gift.recipientEmail) return;
    await deps.sendGift(gift.recipientEmail, {
      from: await deps.displayNameOf(purchaserId),
      months: gift.months,
      message: gift.message,
      code: gift.code,
    });
  }

  return {
    recordPaidGift,
    mailGift,

    async options(): Promise<GiftOptions> {
      const options = [];
      for (const months of GIFT_MONTHS) options.push({ months, ...(await priceOf(months)) });
      return { testMode: provider.inAppCards, options };
    },

    async list(userId: string): Promise<Gift[]> {
      const rows = await db
        .select()
        .from(gifts)
        .where(eq(gifts.purchaserId, userId))
        .orderBy(desc(gifts.createdAt))
        .limit(200);
      return rows.map(toGift);
    },

    async get(userId: string, id: string): Promise<Gift> {
      const [row] = await db
        .select()
        .from(gifts)
        .where(and(eq(gifts.id, id), eq(gifts.purchaserId, userId)));
      if (!row) throw new AppError('NOT_FOUND', 'That gift does not exist.');
      return toGift(row);
    },

    async buy(
      userId: string,
      idempotencyKey: string | undefined,
      purchase: GiftPurchase,
    ): Promise<{ status: 'complete'; gift: Gift } | { status: 'redirect'; url: string }> {
      const { priceCents, currency } = await priceOf(purchase.months);
      const description = giftDescription(purchase.months);
      const customerId = provider.inAppCards ? null : await billing.ensureCustomer(userId);
      const { value: result, replayed } = await billing.runOnce(
        { userId, scope: 'gift', key: idempotencyKey },
        async (tx) => {
          if (!provider.inAppCards) {
            const { url } = await provider.createCheckout({
              mode: 'gift',
              userId,
              email: await deps.emailOf(userId),
              customerId,
              amountCents: priceCents,
              currency,
              description,
              metadata: {
                userId,
                kind: 'gift',
                months: String(purchase.months),
                recipientEmail: purchase.recipientEmail ?? '',
                message: purchase.message,
              },
              successUrl: `${deps.publicUrl}/gift-subscriptions/history?checkout=success`,
              cancelUrl: `${deps.publicUrl}/gift-subscriptions?checkout=canceled`,
              idempotencyKey: `gift:${userId}:${idempotencyKey}`,
            });
            return { status: 'redirect' as const, url };
          }
          if (!purchase.card) throw fieldError('VALIDATION', 'card', GIFT_MESSAGES.cardRequired);
          const invoice = await billing.chargeOnce(tx, {
            userId,
            card: purchase.card,
            amountCents: priceCents,
            currency,
            description,
            key: `gift:${userId}:${idempotencyKey}`,
          });
          const gift = await recordPaidGift(tx, {
            purchaserId: userId,
            months: purchase.months,
            priceCents,
            currency,
            recipientEmail: purchase.recipientEmail ?? null,
            message: purchase.message,
            invoiceId: invoice.id,
          });
          return { status: 'complete' as const, gift };
        },
      );
      if (result.status === 'redirect') return result;
      // A repeated request answers with the stored gift and mails nothing twice.
      if (!replayed) await mailGift(result.gift, userId);
      return result;
    },

    /**
     * Adds the gift's months to the member's subscription, or starts one; a code is redeemed once, and only while
     * the payment for it stands (a refunded or disputed purchase's code does not work).
     */
    async redeem(userId: string, code: string): Promise<{ months: number; subscriptionEndDate: string }> {
      const typed = code.trim().toUpperCase();
      return db.transaction(async (tx) => {
        const paymentStands = or(
          isNull(gifts.invoiceId),
          exists(
            tx
              .select({ id: invoices.id })
              .from(invoices)
              .where(and(eq(invoices.id, gifts.invoiceId), eq(invoices.status, 'paid'))),
          ),
        );
        const [claimed] = await tx
          .update(gifts)
          .set({ status: 'redeemed', redeemedBy: userId, redeemedAt: sql`now()` })
          .where(and(eq(gifts.code, typed), eq(gifts.status, 'pending'), paymentStands))
          .returning();
        if (!claimed) {
          const [existing] = await tx
            .select({ status: gifts.status })
            .from(gifts)
            .where(eq(gifts.code, typed));
          if (!existing) throw new AppError('GIFT_UNKNOWN', GIFT_MESSAGES.notFound);
          throw existing.status === 'redeemed'
            ? new AppError('GIFT_REDEEMED', GIFT_MESSAGES.redeemed)
            : new AppError('GIFT_REFUNDED', GIFT_MESSAGES.refunded);
        }
        const { end } = await billing.addPaidTime(tx, userId, { unit: 'months', amount: claimed.months });
        return { months: claimed.months, subscriptionEndDate: end.toISOString() };
      });
    },
  };
}

export type GiftsService = ReturnType<typeof createGiftsService>;
