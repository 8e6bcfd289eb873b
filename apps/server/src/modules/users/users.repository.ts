import { and, count, desc, eq, gt, ilike, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow, onlyRow } from '../../db/first-row';
import { accountErasures, users } from './users.schema';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepository(db: Executor) {
  return {
    findById(id: string, tx: Executor = db): Promise<UserRow | undefined> {
      return firstRow(tx.select().from(users).where(eq(users.id, id)));
    },

    /**
     * Reads the account and holds its row until the transaction ends, so two staff actions take turns; rows that
     * refer to the account (a sign-in, a ledger entry) can still be written meanwhile.
     */
    findForUpdate(id: string, tx: Executor): Promise<UserRow | undefined> {
      return firstRow(tx.select().from(users).where(eq(users.id, id)).for('no key update'));
    },

    /** What chat and comments show of their authors. */
    async findAuthors(ids: string[], tx: Executor = db) {
      if (ids.length === 0) return [];
      return tx
        .select({ userId: users.id, displayName: users.displayName, accountType: users.accountType })
        .from(users)
        .where(inArray(users.id, ids));
    },

    /** Email and name of each member, for the console's lists. */
    async findContacts(ids: string[], tx: Executor = db) {
      if (ids.length === 0) return [];
      return tx
        .select({ userId: users.id, email: users.email, displayName: users.displayName })
        .from(users)
        .where(inArray(users.id, ids));
    },

    /** Ids of members whose email contains the text, in any letter case. */
    async idsByEmail(text: string, limit: number, tx: Executor = db): Promise<string[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(ilike(users.email, `%${text.replace(/[\\%_]/g, '\\$&')}%`))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Members whose email or display name contains the text, in any letter case, newest first. */
    async search(
      text: string,
      page: { limit: number; offset: number },
      tx: Executor = db,
    ): Promise<{ rows: UserRow[]; total: number }> {
      const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
      const where = text ? or(ilike(users.email, pattern), ilike(users.displayName, pattern)) : undefined;
      const [rows, [totals]] = await Promise.all([
        tx
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        tx.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: totals?.n ?? 0 };
    },

    findByEmail(email: string, tx: Executor = db): Promise<UserRow | undefined> {
      return firstRow(
        tx
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = lower(${email})`),
      );
    },

    async displayNameTaken(displayName: string, exceptUserId?: string, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.displayName}) = lower(${displayName})`);
      return row !== undefined && row.id !== exceptUserId;
    },

    async countRegistrationsSince(ip: string, since: Date, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.registrationIp, ip), gt(users.createdAt, since)));
      return row?.n ?? 0;
    },

    insert(values: typeof users.$inferInsert, tx: Executor = db): Promise<UserRow> {
      return onlyRow(tx.insert(users).values(values).returning());
    },

    async update(id: string, values: Partial<typeof users.$inferInsert>, tx: Executor = db): Promise<void> {
      await tx.update(users).set(values).where(eq(users.id, id));
    },

    async listDueForErasure(tx: Executor = db): Promise<UserRow[]> {
      return tx
        .select()
        .from(users)
        .where(and(isNotNull(users.deleteAfter), lte(users.deleteAfter, sql`now()`)));
    },

    /** Erases the account and everything that cascades from it, keeping the reason. */
    async erase(user: UserRow, tx: Executor = db): Promise<void> {
      await tx.insert(accountErasures).values({
        userId: user.id,
        reason: user.deleteReason || 'requested by the member',
        requestedAt: user.deleteRequestedAt ?? new Date(),
      });
      await tx.delete(users).where(eq(users.id, user.id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
