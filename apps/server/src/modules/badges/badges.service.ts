import type { Executor } from '../../db/client';
import { badgeGrants } from './badges.schema';

/** Profile badges members have earned; the badges screens choose among them. */
export function createBadgesService() {
  return {
    /** Gives the member a badge once; a second grant of the same type changes nothing. */
    async grant(tx: Executor, grant: { userId: string; type: string; reason: string }): Promise<void> {
      await tx.insert(badgeGrants).values(grant).onConflictDoNothing();
    },
  };
}

export type BadgesService = ReturnType<typeof createBadgesService>;
