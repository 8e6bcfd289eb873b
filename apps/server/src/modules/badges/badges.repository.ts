import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { badgeChoices, badgeGrants, badgeTypes } from './badges.schema';

export type BadgeTypeRow = typeof badgeTypes.$inferSelect;
export type NewBadgeType = typeof badgeTypes.$inferInsert;

export function createBadgesRepository(db: Executor) {
  return {
    listTypes(tx: Executor = db): Promise<BadgeTypeRow[]> {
      return tx.select().from(badgeTypes).orderBy(asc(badgeTypes.position), asc(badgeTypes.createdAt));
    },

    async findType(type: string, tx: Executor = db, lock = false): Promise<BadgeTypeRow | undefined> {
      const query = tx.select().from(badgeTypes).where(eq(badgeTypes.type, type));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Adds the types that are missing; an operator's edits to existing ones stay. */
    async insertMissingTypes(rows: NewBadgeType[], tx: Executor = db): Promise<void> {
      if (rows.length > 0) await tx.insert(badgeTypes).values(rows).onConflictDoNothing();
    },

    async insertType(row: NewBadgeType, tx: Executor = db): Promise<BadgeTypeRow | undefined> {
      const [created] = await tx.insert(badgeTypes).values(row).onConflictDoNothing().returning();
      return created;
    },

    updateType(
      type: string,
      values: Partial<Pick<BadgeTypeRow, 'name' | 'description' | 'howToEarn' | 'imageVersion'>>,
      tx: Executor = db,
    ): Promise<BadgeTypeRow | undefined> {
      return firstRow(
        tx
          .update(badgeTypes)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(badgeTypes.type, type))
          .returning(),
      );
    },

    /** The next place at the end of the badges screen. */
    async nextPosition(tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ last: sql<number | null>`max(${badgeTypes.position})` })
        .from(badgeTypes);
      return (row?.last ?? -1) + 1;
    },

    /** Stored grants per type. */
    async countHolders(tx: Executor = db): Promise<Map<string, number>> {
      const rows = await tx
        .select({ type: badgeGrants.type, holders: count() })
        .from(badgeGrants)
        .groupBy(badgeGrants.type);
      return new Map(rows.map((row) => [row.type, row.holders]));
    },

    listGrants(userId: string, tx: Executor = db) {
      return tx
        .select()
        .from(badgeGrants)
        .where(eq(badgeGrants.userId, userId))
        .orderBy(asc(badgeGrants.createdAt));
    },

    listHolders(type: string, tx: Executor = db) {
      return tx
        .select()
        .from(badgeGrants)
        .where(eq(badgeGrants.type, type))
        .orderBy(asc(badgeGrants.createdAt));
    },

    /** Grants each member the type once; answers how many did not have it yet. */
    async insertGrants(
      grants: { userId: string; type: string; reason: string }[],
      tx: Executor = db,
    ): Promise<number> {
      if (grants.length === 0) return 0;
      const rows = await tx
        .insert(badgeGrants)
        .values(grants)
        .onConflictDoNothing()
        .returning({ userId: badgeGrants.userId });
      return rows.length;
    },

    /** Deletes the member's grant of `type` (only one given for `reason`, when that is named). */
    deleteGrant(userId: string, type: string, tx: Executor = db, reason?: string) {
      return firstRow(
        tx
          .delete(badgeGrants)
          .where(
            and(
              eq(badgeGrants.userId, userId),
              eq(badgeGrants.type, type),
              reason === undefined ? undefined : eq(badgeGrants.reason, reason),
            ),
          )
          .returning(),
      );
    },

    /** The member's chosen badge types, in order. */
    async listChoices(userId: string, tx: Executor = db): Promise<string[]> {
      const rows = await tx
        .select({ type: badgeChoices.type })
        .from(badgeChoices)
        .where(eq(badgeChoices.userId, userId))
        .orderBy(asc(badgeChoices.position));
      return rows.map((row) => row.type);
    },

    /** The chosen badges of many members in one query, with how each type is earned and whether it was granted. */
    listChoicesOf(userIds: string[], tx: Executor = db) {
      if (userIds.length === 0) return Promise.resolve([]);
      return tx
        .select({
          userId: badgeChoices.userId,
          type: badgeChoices.type,
          earnedBy: badgeTypes.earnedBy,
          imageVersion: badgeTypes.imageVersion,
          granted: sql<boolean>`${badgeGrants.userId} is not null`,
        })
        .from(badgeChoices)
        .innerJoin(badgeTypes, eq(badgeTypes.type, badgeChoices.type))
        .leftJoin(
          badgeGrants,
          and(eq(badgeGrants.userId, badgeChoices.userId), eq(badgeGrants.type, badgeChoices.type)),
        )
        .where(inArray(badgeChoices.userId, userIds))
        .orderBy(asc(badgeChoices.userId), asc(badgeChoices.position));
    },

    /** Replaces the member's choice with `types`, in order. */
    async replaceChoices(userId: string, types: string[], tx: Executor): Promise<void> {
      await tx.delete(badgeChoices).where(eq(badgeChoices.userId, userId));
      if (types.length > 0)
        await tx
          .insert(badgeChoices)
          .values(types.map((type, index) => ({ userId, type, position: index + 1 })));
    },

    async deleteChoice(userId: string, type: string, tx: Executor = db): Promise<void> {
      await tx.delete(badgeChoices).where(and(eq(badgeChoices.userId, userId), eq(badgeChoices.type, type)));
    },
  };
}

export type BadgesRepository = ReturnType<typeof createBadgesRepository>;
