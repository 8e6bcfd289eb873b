import { randomUUID } from 'node:crypto';
import { AccountType, type AuthToken } from '@crewcast/contracts/account';
import type { RemoteConfig } from '@crewcast/contracts/config';
import type {
  FactorProof,
  RecoveryCodes,
  SecondFactorChallenge,
  SecondFactorMethod,
  TotpEnrolment,
  TwoFactorStatus,
} from '@crewcast/contracts/two-factor';
import { TOTP_DIGITS } from '@crewcast/contracts/two-factor';
import type { Database, Executor } from '../../db/client';
import { AppError, fieldError } from '../../http/errors';
import type { SeenDevice } from '../devices/devices.module';
import type { AccountService } from '../account/account.service';
import type { AccessClaims } from '../../http/access-tokens';
import { createOpaqueToken, hashToken } from '../../crypto/opaque-tokens';
import type { UserRow } from '../users/users.repository';
import { createRecoveryCodes, normaliseCode, recoveryCodeMatches } from './recovery-codes';
import type { RelyingParty } from './relying-party';
import { createTotpSecret, matchTotpStep, totpUri } from './totp';
import { createTwoFactorRepository } from './two-factor.repository';

export const MESSAGES = {
  invalidCode: 'That code is not valid.',
  invalidProof: 'That password or code is not right.',
  stepExpired: 'This sign-in has expired. Please log in again.',
  passkeyFailed: 'That passkey could not be checked. Please try again.',
  emailUnconfirmed:
    'Confirm your email address (use the link we sent you) before you set up a second factor.',
  consoleRequiresSecondFactor:
    'The console needs a second factor: set one up on your account page (a session that set one up, or signed in with one, may open it).',
} as const;

export interface TwoFactorPolicy {
  /** How long a password login waits for its second step. */
  challengeTtlMinutes: number;
  /** Wrong answers a second step takes before it is void. */
  maxAttempts: number;
  /** The name authenticator apps and passkey prompts show. */
  issuer: string;
}

interface Dependencies {
  db: Database;
  relyingParty: RelyingParty;
  findUser: (userId: string) => Promise<UserRow>;
  remoteConfig: () => Promise<RemoteConfig>;
  /** Passwords and typed second factors, counted against the account's lockout; the sign-in once both steps pass. */
  account: Pick<AccountService, 'confirmPassword' | 'checkSecondFactor' | 'assertMaySignIn' | 'finishSignIn'>;
  policy: TwoFactorPolicy;
  clock?: () => Date;
}

const STAFF = new Set<number>([AccountType.Official, AccountType.Creator]);
const isTotpCode = (code: string) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code);

/** Authenticator-app codes, passkeys and recovery codes as a second factor, at login and for the console. */
export function createTwoFactorService({
  db,
  relyingParty,
  findUser,
  remoteConfig,
  account,
  policy,
  clock = () => new Date(),
}: Dependencies) {
  const repository = createTwoFactorRepository(db);

  async function hasFactor(userId: string, tx: Executor = db): Promise<boolean> {
    const totp = await repository.findTotp(userId, tx);
    return Boolean(totp?.confirmedAt) || (await repository.listPasskeys(userId, tx)).length > 0;
  }

  /** The method a code proves (an app code, taken once; or a recovery code, used up), or undefined. */
  async function useCode(userId: string, typed: string): Promise<SecondFactorMethod | undefined> {
    const code = normaliseCode(typed);
    if (isTotpCode(code)) {
      const totp = await repository.findTotp(userId);
      const step = totp?.confirmedAt ? matchTotpStep(totp.secret, code, clock()) : undefined;
      return step !== undefined && (await repository.useTotpStep(userId, step)) ? 'totp' : undefined;
    }
    for (const stored of await repository.unusedRecoveryCodes(userId)) {
      if (await recoveryCodeMatches(stored, code))
        return (await repository.useRecoveryCode(stored.id)) ? 'recovery-code' : undefined;
    }
    return undefined;
  }

  /**
   * The member proves it is them again (the session alone may have been taken): the password, or a current code,
   * each counted against the account's lockout.
   */
  async function assertProof(claims: AccessClaims, proof: FactorProof, ip: string): Promise<void> {
    if (proof.code === undefined) {
      await account.confirmPassword(claims, proof.password ?? '');
      return;
    }
    const typed = proof.code;
    const proved = await account.checkSecondFactor(
      claims.userId,
      { deviceIdentifier: claims.deviceIdentifier, ip },
      async () => (await useCode(claims.userId, typed)) !== undefined,
    );
    if (!proved) throw fieldError('INVALID_CODE', 'code', MESSAGES.invalidProof);
  }

  /** A factor is set up only on an account whose address is confirmed, with the current password. */
  async function assertMaySetUp(claims: AccessClaims, password: string): Promise<UserRow> {
    const user = await findUser(claims.userId);
    if (!user.verified) throw new AppError('EMAIL_UNCONFIRMED', MESSAGES.emailUnconfirmed);
    await account.confirmPassword(claims, password);
    return user;
  }

  /**
   * The first factor comes with recovery codes; later ones leave the member's codes as they are. The caller holds
   * the member's row (`lockMember`) from the start of its transaction, before it writes any row that refers to
   * the member: of two factors added at once only the first hands out codes, and neither waits on the other's
   * reference to the member (a deadlock).
   */
  async function codesForNewFactor(userId: string, tx: Executor): Promise<RecoveryCodes> {
    if ((await repository.countUnusedRecoveryCodes(userId, tx)) > 0) return { recoveryCodes: [] };
    const { codes, stored } = await createRecoveryCodes();
    await repository.replaceRecoveryCodes(userId, stored, tx);
    return { recoveryCodes: codes };
  }

  /** With its last factor gone, an account keeps no recovery codes and no session counts as verified. */
  async function afterRemoval(userId: string, tx: Executor): Promise<void> {
    if (await hasFactor(userId, tx)) return;
    await repository.replaceRecoveryCodes(userId, [], tx);
    await repository.forgetSessions(userId, tx);
  }

  /** The method that answers a login step (a code, or a passkey whose counter moved forward), or undefined. */
  async function answerStep(
    userId: string,
    webauthnChallenge: string | null,
    input: { code?: string; passkey?: { id: string } },
  ): Promise<SecondFactorMethod | undefined> {
    if (input.code !== undefined) return useCode(userId, input.code);
    if (!input.passkey || !webauthnChallenge) return undefined;
    const passkeys = await repository.listPasskeys(userId);
    const used = await relyingParty.verifyAuthentication(input.passkey, webauthnChallenge, passkeys);
    return used && (await repository.usePasskey(used.passkey.id, used.counter)) ? 'passkey' : undefined;
  }

  const invalidCode = () => fieldError('INVALID_CODE', 'code', MESSAGES.invalidCode);

  return {
    async status(claims: AccessClaims): Promise<TwoFactorStatus> {
      const [totp, passkeys, recoveryCodesLeft, sessionVerified, settings] = await Promise.all([
        repository.findTotp(claims.userId),
        repository.listPasskeys(claims.userId),
        repository.countUnusedRecoveryCodes(claims.userId),
        repository.isSessionVerified(claims.familyId),
        remoteConfig(),
      ]);
      return {
        totp: Boolean(totp?.confirmedAt),
        passkeys: passkeys.map((passkey) => ({
          id: passkey.id,
          name: passkey.name,
          createdAt: passkey.createdAt.toISOString(),
          lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
        })),
        recoveryCodesLeft,
        sessionVerified,
        requiredForConsole: settings.staff_two_factor_required && STAFF.has(claims.accountType),
      };
    },

    /** A new secret for the member's authenticator app; it counts once a code from the app confirms it. */
    async startTotp(claims: AccessClaims, password: string): Promise<TotpEnrolment> {
      if ((await repository.findTotp(claims.userId))?.confirmedAt)
        throw new AppError('CONFLICT', 'An authenticator app is already set up. Remove it first.');
      const user = await assertMaySetUp(claims, password);
      const secret = createTotpSecret();
      await repository.savePendingTotp(claims.userId, secret);
      return { secret, uri: totpUri(secret, policy.issuer, user.email) };
    },

    /** Confirms the app with a code from it; the session that did so has shown the factor. */
    async confirmTotp(claims: AccessClaims, typed: string): Promise<RecoveryCodes> {
      const pending = await repository.findTotp(claims.userId);
      if (!pending || pending.confirmedAt)
        throw new AppError('CONFLICT', 'Start setting up an authenticator app first.');
      const step = matchTotpStep(pending.secret, normaliseCode(typed), clock());
      if (step === undefined) throw invalidCode();
      return db.transaction(async (tx) => {
        await repository.lockMember(claims.userId, tx);
        if (!(await repository.confirmTotp(claims.userId, step, tx))) throw invalidCode();
        await repository.markSession(claims.familyId, claims.userId, 'totp', tx);
        return codesForNewFactor(claims.userId, tx);
      });
    },

    async removeTotp(claims: AccessClaims, proof: FactorProof, ip: string): Promise<void> {
      await assertProof(claims, proof, ip);
      const { userId } = claims;
      await db.transaction(async (tx) => {
        if (!(await repository.removeTotp(userId, tx)))
          throw new AppError('NOT_FOUND', 'No authenticator app is set up.');
        await afterRemoval(userId, tx);
      });
    },

    /** What the browser needs to make a passkey, once the member has shown the current password. */
    async passkeyOptions(claims: AccessClaims, password: string) {
      const user = await assertMaySetUp(claims, password);
      const options = await relyingParty.registrationOptions(user, await repository.listPasskeys(user.id));
      await repository.insertChallenge({
        userId: user.id,
        purpose: 'passkey-registration',
        webauthnChallenge: options.challenge,
        expiresAt: new Date(Date.now() + policy.challengeTtlMinutes * 60_000),
      });
      return options;
    },

    /** Keeps the passkey the browser made for the member's latest options; the session has shown it. */
    async registerPasskey(claims: AccessClaims, name: string, credential: unknown): Promise<RecoveryCodes> {
      const registration = await repository.takeRegistration(claims.userId);
      const verified =
        registration?.webauthnChallenge &&
        (await relyingParty.verifyRegistration(credential, registration.webauthnChallenge));
      if (!verified) throw new AppError('BAD_REQUEST', MESSAGES.passkeyFailed);
      return db.transaction(async (tx) => {
        await repository.lockMember(claims.userId, tx);
        await repository.insertPasskey({ userId: claims.userId, name, ...verified }, tx);
        await repository.markSession(claims.familyId, claims.userId, 'passkey', tx);
        return codesForNewFactor(claims.userId, tx);
      });
    },

    async removePasskey(
      claims: AccessClaims,
      passkeyId: string,
      proof: FactorProof,
      ip: string,
    ): Promise<void> {
      await assertProof(claims, proof, ip);
      const { userId } = claims;
      await db.transaction(async (tx) => {
        if (!(await repository.removePasskey(userId, passkeyId, tx)))
          throw new AppError('NOT_FOUND', 'There is no such passkey.');
        await afterRemoval(userId, tx);
      });
    },

    /** A new set of recovery codes; the earlier ones stop working. */
    async regenerateRecoveryCodes(
      claims: AccessClaims,
      proof: FactorProof,
      ip: string,
    ): Promise<RecoveryCodes> {
      await assertProof(claims, proof, ip);
      const { userId } = claims;
      if (!(await hasFactor(userId)))
        throw new AppError('CONFLICT', 'Set up an authenticator app or a passkey first.');
      const { codes, stored } = await createRecoveryCodes();
      await repository.replaceRecoveryCodes(userId, stored);
      return { recoveryCodes: codes };
    },

    /**
     * The login hook: for an account with a second factor, the step the client must answer instead of receiving
     * tokens (with passkey options when it has passkeys); nothing for other accounts.
     */
    async startLogin(userId: string): Promise<SecondFactorChallenge | undefined> {
      const [totp, passkeys] = await Promise.all([
        repository.findTotp(userId),
        repository.listPasskeys(userId),
      ]);
      if (!totp?.confirmedAt && passkeys.length === 0) return undefined;
      const passkeyOptions =
        passkeys.length > 0 ? await relyingParty.authenticationOptions(passkeys) : undefined;
      const token = createOpaqueToken();
      const expiresAt = new Date(Date.now() + policy.challengeTtlMinutes * 60_000);
      await repository.insertChallenge({
        userId,
        purpose: 'login',
        tokenHash: token.hash,
        webauthnChallenge: passkeyOptions?.challenge,
        expiresAt,
      });
      const methods: SecondFactorMethod[] = [
        ...(totp?.confirmedAt ? (['totp'] as const) : []),
        ...(passkeys.length > 0 ? (['passkey'] as const) : []),
        'recovery-code',
      ];
      return {
        secondFactor: { challenge: token.token, expiresAt: expiresAt.toISOString(), methods, passkeyOptions },
      };
    },

    /**
     * The second step: a code or a passkey for an open login step. Its tries are limited, then it is void; wrong
     * answers also count against the account (per device or address, apart from passwords), so new logins with the
     * password do not bring new guesses. Nothing is spent when the sign-in could not open a session.
     */
    async completeLogin(
      input: {
        challenge: string;
        device: SeenDevice;
        code?: string;
        passkey?: { id: string };
      },
      ip: string,
    ): Promise<AuthToken> {
      const step = await repository.takeLoginAttempt(hashToken(input.challenge), policy.maxAttempts);
      if (!step) throw new AppError('SECOND_STEP_EXPIRED', MESSAGES.stepExpired);
      await account.assertMaySignIn(step.userId);
      let method: SecondFactorMethod | undefined;
      await account.checkSecondFactor(
        step.userId,
        { deviceIdentifier: input.device.deviceIdentifier, ip },
        async () => {
          method = await answerStep(step.userId, step.webauthnChallenge, input);
          return method !== undefined;
        },
      );
      if (!method) {
        if (input.code !== undefined) throw invalidCode();
        throw new AppError('BAD_REQUEST', MESSAGES.passkeyFailed);
      }
      if (!(await repository.useChallenge(step.id)))
        throw new AppError('SECOND_STEP_EXPIRED', MESSAGES.stepExpired);
      const familyId = randomUUID();
      const tokens = await account.finishSignIn(step.userId, input.device, familyId);
      await repository.markSession(familyId, step.userId, method);
      return tokens;
    },

    /**
     * The console's check after its role guard: while the site asks staff for two factors, a session must have
     * been signed in with (or since shown) a second factor.
     */
    async assertConsoleAccess(claims: AccessClaims): Promise<void> {
      if (!(await remoteConfig()).staff_two_factor_required) return;
      if (await repository.isSessionVerified(claims.familyId)) return;
      throw new AppError('TWO_FACTOR_REQUIRED', MESSAGES.consoleRequiresSecondFactor);
    },

    /** Forgets expired steps, and the verified mark of sessions that have ended (a scheduled job). */
    async purgeExpired(): Promise<void> {
      await repository.deleteExpiredChallenges();
      await repository.deleteEndedSessions();
    },

    /** Removes every factor of the member. */
    removeAll(userId: string, tx: Executor): Promise<void> {
      return repository.removeAll(userId, tx);
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
