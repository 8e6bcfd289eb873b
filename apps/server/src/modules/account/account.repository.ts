import { and, desc, eq, gt, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { identities, oneTimeCodes, sessions } from './account.schema';

export type SessionRow = typeof sessions.$inferSelect;
export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

const openInFamily = (familyId: string | Placeholder) =>
  and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt));

/** Whether a session of the family is still open, as a column of another statement (user info reads it so). */
export const familyOpen = (familyId: Placeholder) =>
  sql<boolean>`exists (select 1 from ${sessions} where ${openInFamily(familyId)})`;

export function createAccountRepository(db: Executor) {
  const prepareFamilyActive = () =>
    db
      .select({ id: sessions.id })
      .from(sessions)
      .where(openInFamily(sql.placeholder('familyId')))
      .limit(1)
      .prepare('session_family_active');
  let familyActive: ReturnType<typeof prepareFamilyActive> | undefined;

  return {
    async insertSession(values: typeof sessions.$inferInsert, tx: Executor = db): Promise<void> {
      await tx.insert(sessions).values(values);
    },

    async findSessionByHash(refreshTokenHash: string, tx: Executor = db): Promise<SessionRow | undefined> {
      const [row] = await tx.select().from(sessions).where(eq(sessions.refreshTokenHash, refreshTokenHash));
      return row;
    },

    /** Marks a refresh token used; false when it already was (a second use of one token). */
    async markSessionUsed(id: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(sessions)
        .set({ usedAt: sql`now()` })
        .where(and(eq(sessions.id, id), isNull(sessions.usedAt), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    async revokeFamily(familyId: string, reason: string, tx: Executor = db): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
    },

    /** Answers how many sessions (refresh token families) were still open. */
    async revokeAllOfUser(userId: string, reason: string, tx: Executor = db): Promise<number> {
      const revoked = await tx
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ familyId: sessions.familyId });
      return new Set(revoked.map((row) => row.familyId)).size;
    },

    /** The current refresh token of every open family: unused, unrevoked and unexpired. */
    async listOpen(userId: string, tx: Executor = db): Promise<SessionRow[]> {
      return tx
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.usedAt),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(sessions.createdAt));
    },

    /** Asked by every authenticated request, so prepared once rather than planned each time. */
    async isFamilyActive(familyId: string): Promise<boolean> {
      familyActive ??= prepareFamilyActive();
      const [row] = await familyActive.execute({ familyId });
      return row !== undefined;
    },

    async insertCode(values: typeof oneTimeCodes.$inferInsert, tx: Executor = db): Promise<void> {
      await tx.insert(oneTimeCodes).values(values);
    },

    async latestCodeCreatedAt(
      userId: string,
      purpose: CodePurpose,
      tx: Executor = db,
    ): Promise<Date | undefined> {
      const [row] = await tx
        .select({ createdAt: oneTimeCodes.createdAt })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return row?.createdAt;
    },

    /** Uses a valid code once: unexpired, unused, of this purpose (and of this member when given). */
    async consumeCode(purpose: CodePurpose, codeHash: string, userId?: string, tx: Executor = db) {
      const [row] = await tx
        .update(oneTimeCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(oneTimeCodes.purpose, purpose),
            eq(oneTimeCodes.codeHash, codeHash),
            isNull(oneTimeCodes.usedAt),
            gt(oneTimeCodes.expiresAt, sql`now()`),
            userId ? eq(oneTimeCodes.userId, userId) : undefined,
          ),
        )
        .returning();
      return row;
    },

    async findIdentity(provider: 'google' | 'apple', subject: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(identities)
        .where(and(eq(identities.provider, provider), eq(identities.subject, subject)));
      return row;
    },

    async linkIdentity(values: typeof identities.$inferInsert, tx: Executor = db): Promise<void> {
      await tx.insert(identities).values(values).onConflictDoNothing();
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
