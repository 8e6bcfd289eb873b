import type { BadgeGrant } from '@crewcast/contracts/members';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { badgeGrants } from './badges.schema';

/** Profile badges members have earned; the badges screens choose among them. */
export function createBadgesService(db: Executor) {
  return {
    /** The badges the member owns, in the order they were earned. */
    async granted(userId: string): Promise<BadgeGrant[]> {
      const rows = await db
        .select()
        .from(badgeGrants)
        .where(eq(badgeGrants.userId, userId))
        .orderBy(asc(badgeGrants.createdAt));
      return rows.map((row) => ({
        type: row.type,
        reason: row.reason,
        created: row.createdAt.toISOString(),
      }));
    },

    /** Gives the member a badge once; a second grant of the same type changes nothing. */
    async grant(tx: Executor, grant: { userId: string; type: string; reason: string }): Promise<void> {
      await tx.insert(badgeGrants).values(grant).onConflictDoNothing();
    },
  };
}

export type BadgesService = ReturnType<typeof createBadgesService>;
