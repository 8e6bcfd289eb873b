import { and, asc, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow, onlyRow } from '../../db/first-row';
import { AppError } from '../../http/errors';
import { sessions } from '../account/account.schema';
import { users } from '../users/users.schema';
import {
  passkeys,
  recoveryCodes,
  secondFactorSessions,
  totpSecrets,
  twoFactorChallenges,
} from './two-factor.schema';

export type TotpRow = typeof totpSecrets.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;
export type RecoveryCodeRow = typeof recoveryCodes.$inferSelect;
export type ChallengeRow = typeof twoFactorChallenges.$inferSelect;
export type VerifiedMethod = (typeof secondFactorSessions.$inferInsert)['method'];

/** A challenge not used yet and not expired. */
const openChallenge = and(isNull(twoFactorChallenges.usedAt), gt(twoFactorChallenges.expiresAt, sql`now()`));

export function createTwoFactorRepository(db: Executor) {
  return {
    findTotp(userId: string, tx: Executor = db): Promise<TotpRow | undefined> {
      return firstRow(tx.select().from(totpSecrets).where(eq(totpSecrets.userId, userId)));
    },

    /** A new secret waiting for its confirming code; it replaces any earlier unconfirmed one. */
    async savePendingTotp(userId: string, secret: string, tx: Executor = db): Promise<void> {
      await tx
        .insert(totpSecrets)
        .values({ userId, secret })
        .onConflictDoUpdate({
          target: totpSecrets.userId,
          set: { secret, lastUsedStep: 0, createdAt: sql`now()` },
          where: isNull(totpSecrets.confirmedAt),
        });
    },

    async confirmTotp(userId: string, step: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(totpSecrets)
        .set({ confirmedAt: sql`now()`, lastUsedStep: step })
        .where(and(eq(totpSecrets.userId, userId), isNull(totpSecrets.confirmedAt)))
        .returning({ userId: totpSecrets.userId });
      return rows.length > 0;
    },

    /** Takes a code's step if no later or equal one was taken: the same code cannot be replayed. */
    async useTotpStep(userId: string, step: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(totpSecrets)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(totpSecrets.userId, userId),
            isNotNull(totpSecrets.confirmedAt),
            lt(totpSecrets.lastUsedStep, step),
          ),
        )
        .returning({ userId: totpSecrets.userId });
      return rows.length > 0;
    },

    async removeTotp(userId: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .delete(totpSecrets)
        .where(and(eq(totpSecrets.userId, userId), isNotNull(totpSecrets.confirmedAt)))
        .returning({ userId: totpSecrets.userId });
      return rows.length > 0;
    },

    async listPasskeys(userId: string, tx: Executor = db): Promise<PasskeyRow[]> {
      return tx.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
    },

    /** Keeps a new passkey; one already kept (on any account) is refused. */
    async insertPasskey(values: typeof passkeys.$inferInsert, tx: Executor = db): Promise<void> {
      await tx
        .insert(passkeys)
        .values(values)
        .catch((error: { cause?: { code?: string } }) => {
          if (error.cause?.code === '23505')
            throw new AppError(
              'CONFLICT',
              'This passkey is already set up. Use another one, or keep it as it is.',
            );
          throw error;
        });
    },

    /**
     * Records a passkey's use if its signature counter moved forward (or both stay 0, for authenticators that do not
     * count): a cloned key falls behind, and of two answers at once the one that fell behind loses.
     */
    async usePasskey(id: string, counter: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(passkeys)
        .set({ counter, lastUsedAt: sql`now()` })
        .where(
          and(
            eq(passkeys.id, id),
            or(lt(passkeys.counter, counter), and(eq(passkeys.counter, 0), sql`${counter} = 0`)),
          ),
        )
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    async removePasskey(userId: string, id: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .delete(passkeys)
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    async unusedRecoveryCodes(userId: string, tx: Executor = db): Promise<RecoveryCodeRow[]> {
      return tx
        .select()
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    },

    async countUnusedRecoveryCodes(userId: string, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    /** Holds the member's row until the transaction ends, so two factors added at once take turns. */
    async lockMember(userId: string, tx: Executor): Promise<void> {
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    },

    /** Replaces every recovery code of the member (none is kept when `codes` is empty). */
    async replaceRecoveryCodes(
      userId: string,
      codes: { salt: string; codeHash: string }[],
      tx: Executor = db,
    ): Promise<void> {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      if (codes.length > 0) await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, ...code })));
    },

    /** Marks a code used unless it already was: of two requests with one code, one wins. */
    async useRecoveryCode(id: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(recoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },

    insertChallenge(
      values: typeof twoFactorChallenges.$inferInsert,
      tx: Executor = db,
    ): Promise<ChallengeRow> {
      return onlyRow(tx.insert(twoFactorChallenges).values(values).returning());
    },

    /**
     * Counts one try at an open login step and returns it, or nothing when the step is unknown, expired, used or
     * out of tries; the count goes up before the answer is checked, so parallel tries cannot pass the limit.
     */
    takeLoginAttempt(tokenHash: string, maxAttempts: number, tx: Executor = db) {
      return firstRow(
        tx
          .update(twoFactorChallenges)
          .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
          .where(
            and(
              eq(twoFactorChallenges.tokenHash, tokenHash),
              eq(twoFactorChallenges.purpose, 'login'),
              openChallenge,
              lt(twoFactorChallenges.attempts, maxAttempts),
            ),
          )
          .returning(),
      );
    },

    /** The member's newest open passkey registration, taken so it serves once. */
    async takeRegistration(userId: string, tx: Executor = db): Promise<ChallengeRow | undefined> {
      const [open] = await tx
        .select()
        .from(twoFactorChallenges)
        .where(
          and(
            eq(twoFactorChallenges.userId, userId),
            eq(twoFactorChallenges.purpose, 'passkey-registration'),
            openChallenge,
          ),
        )
        .orderBy(sql`${twoFactorChallenges.createdAt} desc`)
        .limit(1);
      if (!open || !(await this.useChallenge(open.id, tx))) return undefined;
      return open;
    },

    async useChallenge(id: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(twoFactorChallenges)
        .set({ usedAt: sql`now()` })
        .where(and(eq(twoFactorChallenges.id, id), isNull(twoFactorChallenges.usedAt)))
        .returning({ id: twoFactorChallenges.id });
      return rows.length > 0;
    },

    async deleteExpiredChallenges(tx: Executor = db): Promise<void> {
      await tx.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, sql`now()`));
    },

    /** Forgets sessions that have ended (logged out, revoked or expired). */
    async deleteEndedSessions(tx: Executor = db): Promise<void> {
      const open = tx
        .select({ familyId: sessions.familyId })
        .from(sessions)
        .where(
          and(
            eq(sessions.familyId, secondFactorSessions.familyId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        );
      await tx.delete(secondFactorSessions).where(sql`not exists (${open})`);
    },

    async markSession(
      familyId: string,
      userId: string,
      method: VerifiedMethod,
      tx: Executor = db,
    ): Promise<void> {
      await tx
        .insert(secondFactorSessions)
        .values({ familyId, userId, method })
        .onConflictDoNothing({ target: secondFactorSessions.familyId });
    },

    async isSessionVerified(familyId: string, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ familyId: secondFactorSessions.familyId })
        .from(secondFactorSessions)
        .where(eq(secondFactorSessions.familyId, familyId));
      return row !== undefined;
    },

    /** Removes every factor of the member, with its recovery codes, open steps and verified sessions. */
    async removeAll(userId: string, tx: Executor = db): Promise<void> {
      await tx.delete(totpSecrets).where(eq(totpSecrets.userId, userId));
      await tx.delete(passkeys).where(eq(passkeys.userId, userId));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
      await tx.delete(secondFactorSessions).where(eq(secondFactorSessions.userId, userId));
    },

    /** Once the last factor is gone, no session of the member counts as having used one. */
    async forgetSessions(userId: string, tx: Executor = db): Promise<void> {
      await tx.delete(secondFactorSessions).where(eq(secondFactorSessions.userId, userId));
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
