import { randomUUID } from 'node:crypto';
import type { AuthToken, DeviceInput } from '@crewcast/contracts/account';
import type { UserInfo } from '@crewcast/contracts/users';
import type { LoginAnswer, SecondFactorChallenge } from '@crewcast/contracts/two-factor';
import type { Metrics } from '../../metrics/metrics';
import type { Database, Executor } from '../../db/client';
import { AppError, fieldError } from '../../http/errors';
import type { SeenDevice } from '../devices/devices.module';
import type { DevicesService } from '../devices/devices.service';
import type { MailService } from '../mail/mail.service';
import type { UserRow } from '../users/users.repository';
import type { UsersService } from '../users/users.service';
import {
  createAccountRepository,
  type CodePurpose,
  type CodeRow,
  type SessionRow,
} from './account.repository';
import { hashSaltedCode, saltedCodeMatches } from '../../crypto/salted-codes';
import { CODE_ATTEMPTS, sixDigitCode } from './codes';
import { assertPasswordAllowed, hashPassword, verifyPassword } from './passwords';
import type { Provider, SignInProviders } from './sign-in-providers';
import type { AccessClaims, AccessTokens } from '../../http/access-tokens';
import { createOpaqueToken, hashToken } from '../../crypto/opaque-tokens';
import type { EventBus } from '../../events';

export const MESSAGES = {
  invalidCredentials: 'Invalid Email or Password.',
  accountExists: 'This account already exists.',
  tooManyAccounts:
    'You have registered too many accounts. Please wait at least 1 hour before registering again.',
  emailInUse: 'Email address is already in use.',
  emailUnconfirmed:
    'An account with this email address has not confirmed it yet. Log in with its password (or reset the password), confirm the address, then try again.',
  locked:
    'Access to this account has been temporarily disabled due to many failed login attempts. You can immediately restore it by resetting your password or you can try again later',
  sessionEnded: 'Your session has ended. Please log in again.',
  invalidCode: 'That code is not valid or has expired.',
  resetSent: 'If an account exists for that address, we have sent it a code to reset the password.',
  banned: 'This account has been banned. If you think this is a mistake, contact the network.',
  passwordNotSet:
    'This account has no password yet. Set one with "Forgotten password", using a code sent to your address.',
} as const;

/** Register error code the clients know (SPEC section 8). */
export const TOO_MANY_ACCOUNTS_CODE = 1011;

export interface AccountPolicy {
  refreshTtlDays: number;
  maxFailedLogins: number;
  lockMinutes: number;
  registrationsPerHour: number;
  codeTtlMinutes: number;
  verificationTtlHours: number;
}

interface Dependencies {
  db: Database;
  tokens: AccessTokens;
  users: UsersService;
  devices: DevicesService;
  mail: MailService;
  providers: SignInProviders;
  policy: AccountPolicy;
  events: EventBus;
  /** For an account with a second factor, the step that must follow the password instead of tokens. */
  secondStep: (userId: string) => Promise<SecondFactorChallenge | undefined>;
  /** Removes every second factor of the member (an unconfirmed account's, once a reset proves the mailbox). */
  removeSecondFactors: (userId: string, tx: Executor) => Promise<void>;
  /** Counts sign-ups. */
  metrics: Pick<Metrics, 'count'>;
}

const HOUR_MS = 60 * 60 * 1000;

const invalidCode = (field: string) => fieldError('INVALID_CODE', field, MESSAGES.invalidCode);

/** Where password tries are counted: a device the account has signed in on, or else the address. */
const deviceSource = (deviceIdentifier: string) => `device:${deviceIdentifier}`;
const addressSource = (ip: string) => `address:${ip}`;

/** Sign-up, sign-in, sessions with rotating refresh tokens, and the codes sent by mail. */
export function createAccountService({
  db,
  tokens,
  users,
  devices,
  mail,
  providers,
  policy,
  events,
  secondStep,
  removeSecondFactors,
  metrics,
}: Dependencies) {
  const repository = createAccountRepository(db);

  async function startSession(
    user: UserRow,
    device: DeviceInput,
    familyId: string = randomUUID(),
  ): Promise<AuthToken> {
    const refresh = createOpaqueToken();
    const refreshExpiry = new Date(Date.now() + policy.refreshTtlDays * 24 * HOUR_MS);
    await repository.insertSession({
      userId: user.id,
      familyId,
      deviceIdentifier: device.deviceIdentifier,
      refreshTokenHash: refresh.hash,
      expiresAt: refreshExpiry,
    });
    const access = await tokens.issue({
      userId: user.id,
      accountType: user.accountType,
      familyId,
      deviceIdentifier: device.deviceIdentifier,
    });
    return {
      token: access.token,
      tokenExpiry: access.expiresAt.toISOString(),
      refreshToken: refresh.token,
      refreshExpiry: refreshExpiry.toISOString(),
      userId: user.id,
    };
  }

  async function signIn(user: UserRow, device: SeenDevice, familyId?: string): Promise<AuthToken> {
    if (user.bannedAt) throw new AppError('BANNED', MESSAGES.banned);
    await devices.register(user.id, device);
    return startSession(user, device, familyId);
  }

  /** A new code of one kind spends the member's older ones. */
  async function issueCode(userId: string, purpose: CodePurpose, newEmail?: string): Promise<string> {
    const code = sixDigitCode();
    const hashed = await hashSaltedCode(code);
    await db.transaction(async (tx) => {
      await repository.voidCodes(userId, purpose, tx);
      await repository.insertCode(
        {
          userId,
          purpose,
          ...hashed,
          newEmail,
          expiresAt: new Date(Date.now() + policy.codeTtlMinutes * 60 * 1000),
        },
        tx,
      );
    });
    return code;
  }

  /** Uses the member's live code of one kind; the last allowed wrong try spends every code of that kind. */
  async function useCode(userId: string, purpose: CodePurpose, code: string): Promise<CodeRow | undefined> {
    return db.transaction(async (tx) => {
      const live = await repository.findLiveCodeForUpdate(userId, purpose, tx);
      if (!live?.salt) return undefined;
      if (await saltedCodeMatches(code, { salt: live.salt, codeHash: live.codeHash })) {
        await repository.markCodeUsed(live.id, tx);
        return live;
      }
      if ((await repository.countWrongTry(live.id, tx)) >= CODE_ATTEMPTS)
        await repository.voidCodes(userId, purpose, tx);
      return undefined;
    });
  }

  /**
   * Runs a check of something a member typed, counting the try against its source first, in one statement, so tries
   * at once cannot pass the limit; a right answer forgets the source's earlier tries.
   */
  async function countedCheck(
    userId: string,
    source: string,
    check: () => Promise<boolean>,
  ): Promise<boolean> {
    const allowed = await repository.claimLoginAttempt(
      userId,
      source,
      policy.maxFailedLogins,
      policy.lockMinutes,
    );
    if (!allowed) throw new AppError('ACCOUNT_LOCKED', MESSAGES.locked);
    const matches = await check();
    if (matches) await repository.clearLoginAttempts(userId, source);
    return matches;
  }

  /** Tries are counted per device the account has signed in on, or else per address. */
  async function sourceOf(userId: string, deviceIdentifier: string, ip: string): Promise<string> {
    return (await devices.isRegistered(userId, deviceIdentifier))
      ? deviceSource(deviceIdentifier)
      : addressSource(ip);
  }

  function checkPassword(user: UserRow, password: string, source: string): Promise<boolean> {
    return countedCheck(user.id, source, () => verifyPassword(user.passwordHash, password));
  }

  /** A signed-in member proves it is them again (the session alone may have been taken) before a lasting change. */
  async function confirmPassword(claims: AccessClaims, password: string): Promise<UserRow> {
    const user = await users.findOrFail(claims.userId);
    if (!user.passwordHash) throw fieldError('PASSWORD_NOT_SET', 'password', MESSAGES.passwordNotSet);
    if (!(await checkPassword(user, password, deviceSource(claims.deviceIdentifier))))
      throw fieldError('INVALID_CREDENTIALS', 'password', MESSAGES.invalidCredentials);
    return user;
  }

  /** Ends the member's other sessions, keeping the one the request came from. */
  async function endOtherSessions(claims: AccessClaims, reason: string): Promise<void> {
    const ended = await repository.revokeOthers(claims.userId, claims.familyId, reason);
    for (const familyId of ended) events.emit('session.ended', { familyId });
  }

  async function sendVerification(user: UserRow): Promise<void> {
    const link = createOpaqueToken(24);
    await repository.insertCode({
      userId: user.id,
      purpose: 'verify-email',
      codeHash: link.hash,
      expiresAt: new Date(Date.now() + policy.verificationTtlHours * HOUR_MS),
    });
    await mail.sendEmailVerification(user.email, link.token);
  }

  async function assertEmailFree(email: string, exceptUserId?: string): Promise<void> {
    const owner = await users.repository.findByEmail(email);
    if (owner && owner.id !== exceptUserId) throw new AppError('EMAIL_IN_USE', MESSAGES.emailInUse);
  }

  return {
    async register(
      input: { displayName: string; email: string; password: string; device: SeenDevice },
      ip: string,
    ): Promise<AuthToken> {
      const displayName = input.displayName.trim();
      await users.assertDisplayNameAvailable(displayName);
      assertPasswordAllowed(input.password);
      if (await users.repository.findByEmail(input.email))
        throw new AppError('ACCOUNT_EXISTS', MESSAGES.accountExists);
      const recent = await users.repository.countRegistrationsSince(ip, new Date(Date.now() - HOUR_MS));
      if (recent >= policy.registrationsPerHour) {
        throw new AppError('TOO_MANY_ACCOUNTS', MESSAGES.tooManyAccounts, {
          numericCode: TOO_MANY_ACCOUNTS_CODE,
        });
      }
      const passwordHash = await hashPassword(input.password);
      const user = await users.repository
        .insert({ email: input.email, displayName, passwordHash, registrationIp: ip })
        .catch((error: { cause?: { code?: string } }) => {
          // Two sign-ups racing for one address or name: the unique index decides.
          if (error.cause?.code === '23505') throw new AppError('ACCOUNT_EXISTS', MESSAGES.accountExists);
          throw error;
        });
      metrics.count('signups');
      await sendVerification(user);
      return signIn(user, input.device);
    },

    /**
     * Wrong passwords lock one source of one account: the address they came from, or a device the account has signed
     * in on, so a stranger cannot lock the owner out of their own devices.
     */
    async login(
      input: { email: string; password: string; device: SeenDevice },
      ip: string,
    ): Promise<LoginAnswer> {
      const user = await users.repository.findByEmail(input.email);
      const matches = user
        ? await checkPassword(
            user,
            input.password,
            await sourceOf(user.id, input.device.deviceIdentifier, ip),
          )
        : await verifyPassword(null, input.password);
      if (!user || !matches) throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
      return (await secondStep(user.id)) ?? signIn(user, input.device);
    },

    /**
     * Google or Apple: a linked identity signs in; a verified address links to an account that confirmed it too;
     * else a new account. An account that never confirmed the address may be someone else's claim on it, with a
     * password of theirs: it is not joined but refused, until its owner confirms the address by mail.
     */
    async socialLogin(
      provider: Provider,
      input: { token: string; displayName?: string; device: SeenDevice },
      ip: string,
    ): Promise<LoginAnswer> {
      if (!providers.enabled(provider))
        throw new AppError('NOT_FOUND', `Sign in with ${provider} is not offered here.`);
      const identity = await providers.verify(provider, input.token);
      if (!identity) throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
      const linked = await repository.findIdentity(provider, identity.subject);
      let user = linked ? await users.repository.findById(linked.userId) : undefined;
      if (!user) {
        const byEmail = await users.repository.findByEmail(identity.email);
        if (byEmail && !identity.emailVerified) throw new AppError('EMAIL_IN_USE', MESSAGES.emailInUse);
        if (byEmail && !byEmail.verified) throw new AppError('EMAIL_UNCONFIRMED', MESSAGES.emailUnconfirmed);
        user = byEmail;
      }
      if (!user) {
        const chosen = input.displayName?.trim();
        if (chosen) await users.assertDisplayNameAvailable(chosen);
        user = await users.repository.insert({
          email: identity.email,
          displayName: chosen || `member-${randomUUID().slice(0, 8)}`,
          nameRequired: !chosen,
          verified: identity.emailVerified,
          registrationIp: ip,
        });
        metrics.count('signups');
      }
      await repository.linkIdentity({ provider, subject: identity.subject, userId: user.id });
      return (await secondStep(user.id)) ?? signIn(user, input.device);
    },

    confirmPassword,

    /**
     * Checks a second factor a member typed, counted as passwords are (per device the account has signed in on, or
     * else per address) but apart from them: a right password does not forget wrong codes.
     */
    async checkSecondFactor(
      userId: string,
      from: { deviceIdentifier: string; ip: string },
      check: () => Promise<boolean>,
    ): Promise<boolean> {
      const source = `2fa:${await sourceOf(userId, from.deviceIdentifier, from.ip)}`;
      return countedCheck(userId, source, check);
    },

    /** Refuses before a second step spends anything when the sign-in could not open a session. */
    async assertMaySignIn(userId: string): Promise<void> {
      if ((await users.findOrFail(userId)).bannedAt) throw new AppError('BANNED', MESSAGES.banned);
    },

    /** Signs in a member who has passed the second step, in the session family it named. */
    async finishSignIn(userId: string, device: SeenDevice, familyId: string): Promise<AuthToken> {
      return signIn(await users.findOrFail(userId), device, familyId);
    },

    /** Rotates the refresh token; a token used twice ends its whole family (someone copied it). */
    async renew(input: { refreshToken: string; device: SeenDevice; userId: string }): Promise<AuthToken> {
      const session = await repository.findSessionByHash(hashToken(input.refreshToken));
      const ended = () => new AppError('SESSION_EXPIRED', MESSAGES.sessionEnded);
      if (!session || session.userId !== input.userId) throw ended();
      if (session.revokedAt || session.expiresAt <= new Date()) throw ended();
      if (!(await repository.markSessionUsed(session.id))) {
        await repository.revokeFamily(session.familyId, 'refresh token reused');
        events.emit('session.ended', { familyId: session.familyId });
        throw ended();
      }
      const user = await users.repository.findById(session.userId);
      if (!user || user.bannedAt) throw ended();
      await devices.recordUse(user.id, session.deviceIdentifier, input.device.userAgent);
      return startSession(
        user,
        { ...input.device, deviceIdentifier: session.deviceIdentifier },
        session.familyId,
      );
    },

    async logout(claims: AccessClaims): Promise<void> {
      await repository.revokeFamily(claims.familyId, 'logout');
      events.emit('session.ended', { familyId: claims.familyId });
    },

    /** Ends every open session of the member (the caller tells the realtime gateway once it commits). */
    endAllSessions(userId: string, reason: string, tx?: Executor): Promise<number> {
      return repository.revokeAllOfUser(userId, reason, tx);
    },

    /** The member's sign-ins that are still open, the most recently active first. */
    openSessions(userId: string): Promise<SessionRow[]> {
      return repository.listOpen(userId);
    },

    /** Whether the session behind an access token is still open (logout and reuse detection end it). */
    isSessionActive(claims: AccessClaims): Promise<boolean> {
      return repository.isFamilyActive(claims.familyId);
    },

    /** The code goes to the new address; the current one is told at once, while its owner can still stop it. */
    async startEmailChange(
      claims: AccessClaims,
      input: { newEmail: string; password: string },
    ): Promise<void> {
      const user = await confirmPassword(claims, input.password);
      await assertEmailFree(input.newEmail, user.id);
      const code = await issueCode(user.id, 'change-email', input.newEmail);
      await mail.sendEmailChangeCode(input.newEmail, code);
      await mail.sendEmailChangeNotice(user.email, input.newEmail);
    },

    /** The address moves and every other session ends. */
    async completeEmailChange(claims: AccessClaims, code: string): Promise<void> {
      const used = await useCode(claims.userId, 'change-email', code);
      if (!used?.newEmail) throw invalidCode('code');
      await assertEmailFree(used.newEmail, claims.userId);
      await users.repository.update(claims.userId, { email: used.newEmail, verified: true });
      await endOtherSessions(claims, 'email changed');
    },

    /** Asks for erasure after the grace period; the address is told and every other session ends. */
    async requestDeletion(
      claims: AccessClaims,
      input: { password: string; reason: string },
    ): Promise<UserInfo['deleteRequest']> {
      const user = await confirmPassword(claims, input.password);
      const deleteRequest = await users.requestDeletion(user.id, input.reason);
      await endOtherSessions(claims, 'deletion requested');
      if (deleteRequest) await mail.sendDeletionNotice(user.email, new Date(deleteRequest.deleteAfter));
      return deleteRequest;
    },

    /** Answers the same whether or not the address has an account; at most one code a minute. */
    async sendPasswordReset(email: string): Promise<string> {
      const user = await users.repository.findByEmail(email);
      if (user) {
        const last = await repository.latestCodeCreatedAt(user.id, 'reset-password');
        if (!last || Date.now() - last.getTime() > 60_000) {
          await mail.sendPasswordResetCode(user.email, await issueCode(user.id, 'reset-password'));
        }
      }
      return MESSAGES.resetSent;
    },

    /** A reset also confirms the address, lifts a lock and ends every open session. */
    async resetPassword(input: { email: string; code: string; passwordNew: string }): Promise<void> {
      assertPasswordAllowed(input.passwordNew, 'passwordNew');
      const user = await users.repository.findByEmail(input.email);
      const used = user && (await useCode(user.id, 'reset-password', input.code));
      if (!user || !used) throw invalidCode('code');
      const passwordHash = await hashPassword(input.passwordNew);
      await db.transaction(async (tx) => {
        // The code proved the mailbox: factors set up before the address was confirmed may be a stranger's.
        if (!user.verified) await removeSecondFactors(user.id, tx);
        await users.repository.update(user.id, { passwordHash, verified: true }, tx);
      });
      await repository.clearLoginAttempts(user.id);
      await repository.revokeAllOfUser(user.id, 'password reset');
      events.emit('member.signed-out', { userId: user.id });
    },

    /** Every other session ends; the one that changed it goes on. */
    async changePassword(
      claims: AccessClaims,
      input: { email: string; passwordOld: string; passwordNew: string },
    ): Promise<void> {
      const user = await users.findOrFail(claims.userId);
      const matches =
        user.email.toLowerCase() === input.email &&
        (await checkPassword(user, input.passwordOld, deviceSource(claims.deviceIdentifier)));
      if (!matches) throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
      assertPasswordAllowed(input.passwordNew, 'passwordNew');
      await users.repository.update(user.id, { passwordHash: await hashPassword(input.passwordNew) });
      await endOtherSessions(claims, 'password changed');
    },

    /** Ends the member's sessions on one device (the device was removed from the account). */
    async endDeviceSessions(userId: string, deviceIdentifier: string): Promise<void> {
      const ended = await repository.revokeDevice(userId, deviceIdentifier, 'device removed');
      for (const familyId of ended) events.emit('session.ended', { familyId });
    },

    /** Forgets password tries older than any lock (a scheduled job). */
    purgeStaleLoginAttempts(): Promise<void> {
      return repository.purgeStaleLoginAttempts(policy.lockMinutes);
    },

    async verifyEmail(token: string): Promise<void> {
      const used = await repository.consumeLink('verify-email', hashToken(token));
      if (!used) throw invalidCode('token');
      await users.repository.update(used.userId, { verified: true });
    },

    async resendVerification(userId: string): Promise<void> {
      const user = await users.findOrFail(userId);
      if (!user.verified) await sendVerification(user);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
