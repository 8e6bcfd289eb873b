import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow, onlyRow } from '../../db/first-row';
import { patreonLinks } from './patreon.schema';

export type PatreonLinkRow = typeof patreonLinks.$inferSelect;
export type PatreonLinkChanges = Partial<
  Pick<
    PatreonLinkRow,
    'accessToken' | 'refreshToken' | 'tierIds' | 'patronStatus' | 'pledgeCents' | 'checkedAt'
  >
>;

export function createPatreonRepository(db: Executor) {
  return {
    find(userId: string, tx: Executor = db): Promise<PatreonLinkRow | undefined> {
      return firstRow(tx.select().from(patreonLinks).where(eq(patreonLinks.userId, userId)));
    },

    findByPatreonUserId(patreonUserId: string, tx: Executor = db): Promise<PatreonLinkRow | undefined> {
      return firstRow(tx.select().from(patreonLinks).where(eq(patreonLinks.patreonUserId, patreonUserId)));
    },

    /** Links the member, replacing a Patreon account they had linked before. */
    async save(values: typeof patreonLinks.$inferInsert, tx: Executor = db): Promise<PatreonLinkRow> {
      const { userId: _userId, createdAt: _createdAt, ...changes } = values;
      return onlyRow(
        tx
          .insert(patreonLinks)
          .values(values)
          .onConflictDoUpdate({ target: patreonLinks.userId, set: changes })
          .returning(),
      );
    },

    /** The link after the change, or undefined when the member has unlinked meanwhile. */
    update(
      userId: string,
      changes: PatreonLinkChanges,
      tx: Executor = db,
    ): Promise<PatreonLinkRow | undefined> {
      return firstRow(
        tx.update(patreonLinks).set(changes).where(eq(patreonLinks.userId, userId)).returning(),
      );
    },

    async remove(userId: string, tx: Executor = db): Promise<void> {
      await tx.delete(patreonLinks).where(eq(patreonLinks.userId, userId));
    },
  };
}

export type PatreonRepository = ReturnType<typeof createPatreonRepository>;
