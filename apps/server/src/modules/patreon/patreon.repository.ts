import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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
    async find(userId: string, tx: Executor = db): Promise<PatreonLinkRow | undefined> {
      const [row] = await tx.select().from(patreonLinks).where(eq(patreonLinks.userId, userId));
      return row;
    },

    async findByPatreonUserId(patreonUserId: string, tx: Executor = db): Promise<PatreonLinkRow | undefined> {
      const [row] = await tx.select().from(patreonLinks).where(eq(patreonLinks.patreonUserId, patreonUserId));
      return row;
    },

    /** Links the member, replacing a Patreon account they had linked before. */
    async save(values: typeof patreonLinks.$inferInsert, tx: Executor = db): Promise<PatreonLinkRow> {
      const { userId: _userId, createdAt: _createdAt, ...changes } = values;
      const [row] = await tx
        .insert(patreonLinks)
        .values(values)
        .onConflictDoUpdate({ target: patreonLinks.userId, set: changes })
        .returning();
      return row as PatreonLinkRow;
    },

    /** The link after the change, or undefined when the member has unlinked meanwhile. */
    async update(
      userId: string,
      changes: PatreonLinkChanges,
      tx: Executor = db,
    ): Promise<PatreonLinkRow | undefined> {
      const [row] = await tx
        .update(patreonLinks)
        .set(changes)
        .where(eq(patreonLinks.userId, userId))
        .returning();
      return row;
    },

    async remove(userId: string, tx: Executor = db): Promise<void> {
      await tx.delete(patreonLinks).where(eq(patreonLinks.userId, userId));
    },
  };
}

export type PatreonRepository = ReturnType<typeof createPatreonRepository>;
