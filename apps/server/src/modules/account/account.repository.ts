import { and, desc, eq, gt, isNull, ne, sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { identities, loginAttempts, oneTimeCodes, sessions } from './account.schema';

export type SessionRow = typeof sessions.$inferSelect;
export type CodeRow = typeof oneTimeCodes.$inferSelect;
export type CodePurpose = CodeRow['purpose'];

/** A code not used yet and not expired. */
const liveCode = and(isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, sql`now()`));

const distinctFamilies = (rows: { familyId: string }[]) => [...new Set(rows.map((row) => row.familyId))];

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

    findSessionByHash(refreshTokenHash: string, tx: Executor = db): Promise<SessionRow | undefined> {
      return firstRow(tx.select().from(sessions).where(eq(sessions.refreshTokenHash, refreshTokenHash)));
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
      return distinctFamilies(revoked).length;
    },

    /** Ends every open session of the member but one; answers the families ended. */
    async revokeOthers(userId: string, keptFamilyId: string, reason: string, tx: Executor = db) {
      const revoked = await tx
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(
          and(eq(sessions.userId, userId), ne(sessions.familyId, keptFamilyId), isNull(sessions.revokedAt)),
        )
        .returning({ familyId: sessions.familyId });
      return distinctFamilies(revoked);
    },

    /** Ends the member's open sessions signed in on one device; answers the families ended. */
    async revokeDevice(userId: string, deviceIdentifier: string, reason: string, tx: Executor = db) {
      const revoked = await tx
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(
          and(
            eq(sessions.userId, userId),
            eq(sessions.deviceIdentifier, deviceIdentifier),
            isNull(sessions.revokedAt),
          ),
        )
        .returning({ familyId: sessions.familyId });
      return distinctFamilies(revoked);
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

    /** Spends every outstanding code of one kind of the member. */
    async voidCodes(userId: string, purpose: CodePurpose, tx: Executor = db): Promise<void> {
      await tx
        .update(oneTimeCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(oneTimeCodes.userId, userId),
            eq(oneTimeCodes.purpose, purpose),
            isNull(oneTimeCodes.usedAt),
          ),
        );
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

    /** The member's live code of one kind, held until the transaction ends so tries on it take turns. */
    findLiveCodeForUpdate(userId: string, purpose: CodePurpose, tx: Executor): Promise<CodeRow | undefined> {
      return firstRow(
        tx
          .select()
          .from(oneTimeCodes)
          .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), liveCode))
          .orderBy(desc(oneTimeCodes.createdAt))
          .limit(1)
          .for('update'),
      );
    },

    async markCodeUsed(id: string, tx: Executor = db): Promise<void> {
      await tx
        .update(oneTimeCodes)
        .set({ usedAt: sql`now()` })
        .where(eq(oneTimeCodes.id, id));
    },

    /** Counts a wrong try on a code; answers how many it has had. */
    async countWrongTry(id: string, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .update(oneTimeCodes)
        .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
        .where(eq(oneTimeCodes.id, id))
        .returning({ failedAttempts: oneTimeCodes.failedAttempts });
      return row?.failedAttempts ?? 0;
    },

    /** Uses a verification link once: unexpired, unused. */
    consumeLink(purpose: CodePurpose, codeHash: string, tx: Executor = db) {
      return firstRow(
        tx
          .update(oneTimeCodes)
          .set({ usedAt: sql`now()` })
          .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.codeHash, codeHash), liveCode))
          .returning(),
      );
    },

    /**
     * Counts a password try of one source before the password is checked, in one statement; answers false when the
     * source has had `limit` tries in the last `lockMinutes` (then nothing is counted, so the lock runs out).
     */
    async claimLoginAttempt(
      userId: string,
      source: string,
      limit: number,
      lockMinutes: number,
      tx: Executor = db,
    ): Promise<boolean> {
      const stale = sql`${loginAttempts.lastAttemptAt} < now() - make_interval(mins => ${lockMinutes})`;
      const rows = await tx
        .insert(loginAttempts)
        .values({ userId, source, attempts: 1 })
        .onConflictDoUpdate({
          target: [loginAttempts.userId, loginAttempts.source],
          set: {
            attempts: sql`case when ${stale} then 1 else ${loginAttempts.attempts} + 1 end`,
            lastAttemptAt: sql`now()`,
          },
          setWhere: sql`${loginAttempts.attempts} < ${limit} or ${stale}`,
        })
        .returning({ attempts: loginAttempts.attempts });
      return rows.length > 0;
    },

    /** Forgets the tries of one source (a right password), or of every source (a password reset). */
    async clearLoginAttempts(userId: string, source?: string, tx: Executor = db): Promise<void> {
      await tx
        .delete(loginAttempts)
        .where(and(eq(loginAttempts.userId, userId), source ? eq(loginAttempts.source, source) : undefined));
    },

    /** Forgets tries older than any lock, so a stranger's addresses do not pile up. */
    async purgeStaleLoginAttempts(lockMinutes: number, tx: Executor = db): Promise<void> {
      await tx
        .delete(loginAttempts)
        .where(sql`${loginAttempts.lastAttemptAt} < now() - make_interval(mins => ${lockMinutes})`);
    },

    findIdentity(provider: 'google' | 'apple', subject: string, tx: Executor = db) {
      return firstRow(
        tx
          .select()
          .from(identities)
          .where(and(eq(identities.provider, provider), eq(identities.subject, subject))),
      );
    },

    async linkIdentity(values: typeof identities.$inferInsert, tx: Executor = db): Promise<void> {
      await tx.insert(identities).values(values).onConflictDoNothing();
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
