import { randomInt, randomUUID } from 'node:crypto';
import type { AuthToken, DeviceInput } from '@crewcast/contracts/account';
import type { LoginAnswer, SecondFactorChallenge } from '@crewcast/contracts/two-factor';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import type { DevicesService } from '../devices/devices.service';
import type { MailService } from '../mail/mail.service';
import type { UserRow } from '../users/users.repository';
import type { UsersService } from '../users/users.service';
import { createAccountRepository, type CodePurpose, type SessionRow } from './account.repository';
import { assertPasswordAllowed, hashPassword, verifyPassword } from './passwords';
import type { Provider, SignInProviders } from './sign-in-providers';
import { createOpaqueToken, hashToken, type AccessClaims, type AccessTokens } from './tokens';
import type { EventBus } from '../../events';

export const MESSAGES = {
  invalidCredentials: 'Invalid Email or Password.',
  accountExists: 'This account already exists.',
  tooManyAccounts:
    'You have registered too many accounts. Please wait at least 1 hour before registering again.',
  emailInUse: 'Email address is already in use.',
  locked:
    'Access to this account has been temporarily disabled due to many failed login attempts. You can immediately restore it by resetting your password or you can try again later',
  sessionEnded: 'Your session has ended. Please log in again.',
  invalidCode: 'That code is not valid or has expired.',
  resetSent: 'If an account exists for that address, we have sent it a code to reset the password.',
  banned: 'This account has been banned. If you think this is a mistake, contact the network.',
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
}

const HOUR_MS = 60 * 60 * 1000;

function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

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

  async function signIn(user: UserRow, device: DeviceInput, familyId?: string): Promise<AuthToken> {
    if (user.bannedAt) throw new AppError('BANNED', MESSAGES.banned);
    await devices.register(user.id, device);
    return startSession(user, device, familyId);
  }

  async function issueCode(userId: string, purpose: CodePurpose, newEmail?: string): Promise<string> {
    const code = sixDigitCode();
    await repository.insertCode({
      userId,
      purpose,
      codeHash: hashToken(code),
      newEmail,
      expiresAt: new Date(Date.now() + policy.codeTtlMinutes * 60 * 1000),
    });
    return code;
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
      input: { displayName: string; email: string; password: string; device: DeviceInput },
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
      await sendVerification(user);
      return signIn(user, input.device);
    },

    async login(input: { email: string; password: string; device: DeviceInput }): Promise<LoginAnswer> {
      const user = await users.repository.findByEmail(input.email);
      if (user?.lockedUntil && user.lockedUntil > new Date())
        throw new AppError('ACCOUNT_LOCKED', MESSAGES.locked);
      const matches = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !matches) {
        if (user)
          await users.repository.recordFailedLogin(user.id, policy.maxFailedLogins, policy.lockMinutes);
        throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
      }
      if (user.failedLogins > 0 || user.lockedUntil) {
        await users.repository.update(user.id, { failedLogins: 0, lockedUntil: null });
      }
      return (await secondStep(user.id)) ?? signIn(user, input.device);
    },

    /** Google or Apple: a linked identity signs in; a verified address links to its account; else a new account. */
    async socialLogin(
      provider: Provider,
      input: { token: string; displayName?: string; device: DeviceInput },
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
      }
      await repository.linkIdentity({ provider, subject: identity.subject, userId: user.id });
      return (await secondStep(user.id)) ?? signIn(user, input.device);
    },

    /** Signs in a member who has passed the second step, in the session family it named. */
    async finishSignIn(userId: string, device: DeviceInput, familyId: string): Promise<AuthToken> {
      return signIn(await users.findOrFail(userId), device, familyId);
    },

    /** Rotates the refresh token; a token used twice ends its whole family (someone copied it). */
    async renew(input: { refreshToken: string; device: DeviceInput; userId: string }): Promise<AuthToken> {
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

    async startEmailChange(userId: string, newEmail: string): Promise<void> {
      await assertEmailFree(newEmail, userId);
      const code = await issueCode(userId, 'change-email', newEmail);
      await mail.sendEmailChangeCode(newEmail, code);
    },

    async completeEmailChange(userId: string, code: string): Promise<void> {
      const used = await repository.consumeCode('change-email', hashToken(code), userId);
      if (!used?.newEmail)
        throw new AppError('INVALID_CODE', MESSAGES.invalidCode, {
          fields: { code: [MESSAGES.invalidCode] },
        });
      await assertEmailFree(used.newEmail, userId);
      await users.repository.update(userId, { email: used.newEmail, verified: true });
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

    /** A reset also lifts a lock and ends every open session. */
    async resetPassword(input: { email: string; code: string; passwordNew: string }): Promise<void> {
      assertPasswordAllowed(input.passwordNew, 'passwordNew');
      const user = await users.repository.findByEmail(input.email);
      const used = user && (await repository.consumeCode('reset-password', hashToken(input.code), user.id));
      if (!user || !used)
        throw new AppError('INVALID_CODE', MESSAGES.invalidCode, {
          fields: { code: [MESSAGES.invalidCode] },
        });
      await users.repository.update(user.id, {
        passwordHash: await hashPassword(input.passwordNew),
        failedLogins: 0,
        lockedUntil: null,
      });
      await repository.revokeAllOfUser(user.id, 'password reset');
      events.emit('member.signed-out', { userId: user.id });
    },

    async changePassword(
      claims: AccessClaims,
      input: { email: string; passwordOld: string; passwordNew: string },
    ): Promise<void> {
      const user = await users.findOrFail(claims.userId);
      const matches =
        user.email.toLowerCase() === input.email &&
        (await verifyPassword(user.passwordHash, input.passwordOld));
      if (!matches) throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
      assertPasswordAllowed(input.passwordNew, 'passwordNew');
      await users.repository.update(user.id, { passwordHash: await hashPassword(input.passwordNew) });
    },

    async verifyEmail(token: string): Promise<void> {
      const used = await repository.consumeCode('verify-email', hashToken(token));
      if (!used)
        throw new AppError('INVALID_CODE', MESSAGES.invalidCode, {
          fields: { token: [MESSAGES.invalidCode] },
        });
      await users.repository.update(used.userId, { verified: true });
    },

    async resendVerification(userId: string): Promise<void> {
      const user = await users.findOrFail(userId);
      if (!user.verified) await sendVerification(user);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
