import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { badgeGrants } from './badges.schema';

/** Profile badges members have earned; the badges screens choose among them. */
export function createBadgesService(db: Database) {
  return {
    /** Gives the member a badge once; a second grant of the same type changes nothing. */
    async grant(tx: Executor, grant: { userId: string; type: string; reason: string }): Promise<void> {
      await tx.insert(badgeGrants).values(grant).onConflictDoNothing();
    },

    async listEarned(userId: string): Promise<string[]> {
      const rows = await db
        .select({ type: badgeGrants.type })
        .from(badgeGrants)
        .where(eq(badgeGrants.userId, userId))
        .orderBy(asc(badgeGrants.createdAt));
      return rows.map((row) => row.type);
    },
  };
}

export type BadgesService = ReturnType<typeof createBadgesService>;
