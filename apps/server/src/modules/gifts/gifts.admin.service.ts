import type { AdminGift, AdminGiftPage, AdminGiftQuery } from '@crewcast/contracts/console-billing';
import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { MemberContact } from '../users/users.service';
import { gifts } from './gifts.schema';

/** Members matched by email, at most this many, when a search names a purchaser or redeemer. */
const MEMBER_MATCHES = 200;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Gift subscriptions sold and redeemed, for the console. */
export function createGiftsAdminService(deps: {
  db: Database;
  /** Email and name by member id (the users module). */
  contactsOf: (userIds: readonly string[]) => Promise<Map<string, MemberContact>>;
  /** Ids of members whose email contains the text (the users module). */
  idsByEmail: (text: string, limit: number) => Promise<string[]>;
}) {
  const { db, contactsOf, idsByEmail } = deps;

  async function matching(search: string) {
    if (!search) return undefined;
    const pattern = `%${escapeLike(search)}%`;
    const memberIds = await idsByEmail(search, MEMBER_MATCHES);
    return or(
      ilike(gifts.code, pattern),
      ilike(gifts.recipientEmail, pattern),
      memberIds.length > 0 ? inArray(gifts.purchaserId, memberIds) : undefined,
      memberIds.length > 0 ? inArray(gifts.redeemedBy, memberIds) : undefined,
    );
  }

  return {
    /** Newest first; `search` matches part of a code or of the purchaser's, recipient's or redeemer's email. */
    async list(query: AdminGiftQuery): Promise<AdminGiftPage> {
      const where = and(
        await matching(query.search),
        query.status ? eq(gifts.status, query.status) : undefined,
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(gifts)
          .where(where)
          .orderBy(desc(gifts.createdAt), desc(gifts.id))
          .limit(query.limit),
        db.select({ sold: count(), redeemed: count(gifts.redeemedAt) }).from(gifts),
      ]);
      const contacts = await contactsOf(
        rows.flatMap((row) => (row.redeemedBy ? [row.purchaserId, row.redeemedBy] : [row.purchaserId])),
      );
      const contact = (userId: string) => contacts.get(userId) ?? { userId, email: '', displayName: '' };
      const list: AdminGift[] = rows.map((row) => ({
        id: row.id,
        code: row.code,
        months: row.months,
        priceCents: row.priceCents,
        currency: row.currency,
        status: row.status,
        purchaser: contact(row.purchaserId),
        recipientEmail: row.recipientEmail,
        redeemedBy: row.redeemedBy ? contact(row.redeemedBy) : null,
        redeemedAt: row.redeemedAt?.toISOString() ?? null,
        created: row.createdAt.toISOString(),
      }));
      return { gifts: list, totals: { sold: totals?.sold ?? 0, redeemed: totals?.redeemed ?? 0 } };
    },
  };
}

export type GiftsAdminService = ReturnType<typeof createGiftsAdminService>;
