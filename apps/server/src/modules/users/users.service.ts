import { createHmac } from 'node:crypto';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  type UserInfo,
  type UserInfoSelect,
  type EmailPreferences,
} from '@crewcast/contracts/users';
import type { Author } from '@crewcast/contracts/realtime';
import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import type { EventBus } from '../../events';
import { unauthorized } from '../../http/auth';
import { AppError } from '../../http/errors';
import type { AccessClaims } from '../../http/access-tokens';
import type { ConfigService } from '../config/config.service';
import { DISPLAY_NAME_TAKEN, displayNameError, displayNameProblems } from './display-name';
import { createUsersRepository, type UserRow } from './users.repository';
import { users } from './users.schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Any of these select words asks for the subscription fields (SPEC section 3). */
const SUBSCRIPTION_WORDS: readonly UserInfoSelect[] = [
  'subscription',
  'subscription-extended',
  'subscription-status',
];

type UserInfoPartName = 'points' | 'subscription' | 'streams' | 'watchLater';

/** The member's own columns user info reads. */
const USER_INFO_COLUMNS = {
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  accountType: users.accountType,
  verified: users.verified,
  nameRequired: users.nameRequired,
  createdAt: users.createdAt,
  deleteRequestedAt: users.deleteRequestedAt,
  deleteAfter: users.deleteAfter,
  deleteReason: users.deleteReason,
  avatarUrl: users.avatarUrl,
  preferences: users.preferences,
  pushNotificationType: users.pushNotificationType,
};

/** Fields another module adds to user info from a column read beside the member's row. */
export interface UserInfoPart {
  column: SQL<unknown>;
  fields(value: unknown, member: Pick<UserRow, 'id' | 'accountType'>): Promise<Partial<UserInfo>>;
}

/** How the console names a member in its lists. */
export interface MemberContact {
  userId: string;
  email: string;
  displayName: string;
}

export function createUsersService(
  db: Database,
  options: {
    /** Keys the user info hash; a key of its own, never the token-signing secret. */
    hashKey: Buffer;
    config: ConfigService;
    /** Whether the token's session family is still open, as a column of the user info statement. */
    sessionOpen: (familyId: Placeholder) => SQL<unknown>;
    /** What other modules add to user info, each a column of the same statement as the member's row. */
    userInfoParts: (userId: PgColumn) => Record<UserInfoPartName, UserInfoPart>;
    /** Whether the member's linked Patreon pledge counts as a subscription. */
    patreon: (userId: string) => Promise<boolean>;
    /** Ends what lives outside the database (a provider's subscription) before an account is erased. */
    beforeErase: (userId: string) => Promise<void>;
    /** The badges each member shows, in order, with their images (the badges module); one call for many. */
    chosenBadges: (
      members: readonly { userId: string; accountType: number }[],
    ) => Promise<Map<string, { type: string; imageUrl: string }[]>>;
    events: EventBus;
    log: { error(obj: object, msg: string): void };
  },
) {
  const repository = createUsersRepository(db);
  const userInfoParts = options.userInfoParts(users.id);
  const userInfoStatements = new Map<string, ReturnType<typeof prepareUserInfo>>();

  /** The statement of user info with these parts: only what the select words need is read and sent. */
  function prepareUserInfo(parts: readonly UserInfoPartName[]) {
    return db
      .select({
        user: USER_INFO_COLUMNS,
        sessionOpen: options.sessionOpen(sql.placeholder('familyId')),
        ...(Object.fromEntries(parts.map((name) => [name, userInfoParts[name].column])) as Partial<
          Record<UserInfoPartName, SQL<unknown>>
        >),
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare(`user_info${parts.map((name) => `_${name}`).join('')}`);
  }

  /** Prepared once per node for each set of parts; each pooled connection parses one on first use. */
  function userInfoStatement(parts: readonly UserInfoPartName[]) {
    const key = parts.join();
    let statement = userInfoStatements.get(key);
    if (!statement) userInfoStatements.set(key, (statement = prepareUserInfo(parts)));
    return statement;
  }

  async function findOrFail(userId: string): Promise<UserRow> {
    const user = await repository.findById(userId);
    if (!user) throw new AppError('UNAUTHORIZED', 'This account no longer exists.');
    return user;
  }

  function deleteRequestOf(
    user: Pick<UserRow, 'deleteRequestedAt' | 'deleteAfter' | 'deleteReason'>,
  ): UserInfo['deleteRequest'] {
    if (!user.deleteRequestedAt || !user.deleteAfter) return null;
    return {
      requestedAt: user.deleteRequestedAt.toISOString(),
      deleteAfter: user.deleteAfter.toISOString(),
      reason: user.deleteReason ?? '',
    };
  }

  return {
    repository,
    findOrFail,

    /** A member named by email address (any letter case) or member id, for the console. */
    async findByEmailOrId(emailOrId: string): Promise<UserRow | undefined> {
      const text = emailOrId.trim();
      if (UUID.test(text)) return repository.findById(text);
      return repository.findByEmail(text);
    },

    /** Rejects a display name that breaks a rule or that someone else has, in any letter case. */
    async assertDisplayNameAvailable(displayName: string, exceptUserId?: string): Promise<void> {
      const problems = displayNameProblems(displayName);
      if (problems.length > 0) throw displayNameError(problems);
      if (await repository.displayNameTaken(displayName, exceptUserId))
        throw displayNameError([DISPLAY_NAME_TAKEN]);
    },

    /**
     * The fields each select word names (SPEC sections 3 and 7), in one round trip: the session check, the member's
     * row and what other modules add are one prepared statement. A closed session or a gone account is a 401.
     */
    async getUserInfo(claims: AccessClaims, selects: UserInfoSelect[]): Promise<UserInfo> {
      const words = new Set(selects);
      const config = await options.config.getRemoteConfig();
      const parts: UserInfoPartName[] = [];
      if (words.has('points') && config.points_enabled) parts.push('points');
      if (SUBSCRIPTION_WORDS.some((word) => words.has(word))) parts.push('subscription', 'streams');
      if (words.has('watch-later')) parts.push('watchLater');
      const [row] = await userInfoStatement(parts).execute({
        userId: claims.userId,
        familyId: claims.familyId,
      });
      if (!row?.sessionOpen) throw unauthorized();
      const { user } = row;
      const info: UserInfo = {
        userId: user.id,
        userid: user.id,
        uid: user.id,
        displayName: user.displayName,
        accountType: user.accountType,
        verified: user.verified,
        nameRequired: user.nameRequired,
        userCreated: user.createdAt.toISOString(),
        deleteRequest: deleteRequestOf(user),
        queryList: selects,
      };
      if (words.has('avatar')) Object.assign(info, { avatar: user.avatarUrl, avatarUrl: user.avatarUrl });
      if (words.has('email')) info.email = user.email;
      if (words.has('preferences')) {
        Object.assign(info, {
          preferences: user.preferences,
          preferencesSet: Object.keys(user.preferences).length > 0,
          notificationsEnabled: user.pushNotificationType !== 'none',
        });
      }
      if (words.has('hash')) info.hash = createHmac('sha256', options.hashKey).update(user.id).digest('hex');
      const [chosenBadges, hasPatreon, ...fields] = await Promise.all([
        words.has('avatar')
          ? options.chosenBadges([{ userId: user.id, accountType: user.accountType }])
          : undefined,
        words.has('patreon') && config.patreon_enabled ? options.patreon(user.id) : undefined,
        ...parts.map((name) => userInfoParts[name].fields(row[name], user)),
      ]);
      if (chosenBadges) {
        const chosen = chosenBadges.get(user.id) ?? [];
        info.badges = chosen.map((badge, index) => ({ type: badge.type, order: index + 1 }));
        info.badgeUrl = chosen[0]?.imageUrl ?? '';
      }
      if (hasPatreon !== undefined) info.hasPatreon = hasPatreon;
      for (const part of fields) Object.assign(info, part);
      return info;
    },

    /** How members appear beside what they wrote, by id; badges are the ones they chose, in order. */
    async authorsOf(userIds: readonly string[]): Promise<Map<string, Author>> {
      const rows = await repository.findAuthors([...new Set(userIds)]);
      const chosen = await options.chosenBadges(rows);
      return new Map(
        rows.map((row) => [
          row.userId,
          { ...row, badges: (chosen.get(row.userId) ?? []).map((badge) => badge.imageUrl) },
        ]),
      );
    },

    /** Email and display name by id, for the console's lists. */
    async contactsOf(userIds: readonly string[]): Promise<Map<string, MemberContact>> {
      const rows = await repository.findContacts([...new Set(userIds)]);
      return new Map(rows.map((row) => [row.userId, row]));
    },

    /** Members whose email contains `text` (at most `limit` of them). */
    idsByEmail(text: string, limit: number): Promise<string[]> {
      return repository.idsByEmail(text, limit);
    },

    async setDisplayName(userId: string, displayName: string): Promise<void> {
      const trimmed = displayName.trim();
      await this.assertDisplayNameAvailable(trimmed, userId);
      await repository.update(userId, { displayName: trimmed, nameRequired: false });
    },

    async getEmailPreferences(userId: string): Promise<EmailPreferences> {
      return (await findOrFail(userId)).emailPreferences as EmailPreferences;
    },

    async setEmailPreferences(userId: string, preferences: EmailPreferences): Promise<EmailPreferences> {
      await repository.update(userId, { emailPreferences: preferences });
      return preferences;
    },

    async getPushNotificationType(userId: string): Promise<string> {
      return (await findOrFail(userId)).pushNotificationType;
    },

    async setPushNotificationType(userId: string, type: string): Promise<void> {
      await repository.update(userId, { pushNotificationType: type });
    },

    deleteRequestOf,

    /** Asks for erasure after the grace period; the member (or staff) can cancel until then. */
    async requestDeletion(
      userId: string,
      reason: string,
      tx: Executor = db,
    ): Promise<UserInfo['deleteRequest']> {
      const now = new Date();
      const deleteAfter = new Date(now.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
      await repository.update(userId, { deleteRequestedAt: now, deleteAfter, deleteReason: reason }, tx);
      const user = await repository.findById(userId, tx);
      if (!user) throw new AppError('NOT_FOUND', 'This account no longer exists.');
      return deleteRequestOf(user);
    },

    async cancelDeletion(actingUserId: string, userId: string): Promise<void> {
      if (actingUserId !== userId)
        throw new AppError('FORBIDDEN', 'You can only cancel the deletion of your own account.');
      await this.withdrawDeletion(userId);
    },

    /** Ends a deletion request, whoever made it (the member, or staff in the console). */
    async withdrawDeletion(userId: string, tx: Executor = db): Promise<void> {
      await repository.update(userId, { deleteRequestedAt: null, deleteAfter: null, deleteReason: null }, tx);
    },

    /** Members whose email or display name contains `text`, a page at a time. */
    search(text: string, page: { limit: number; offset: number }) {
      return repository.search(text, page);
    },

    async setAccountType(userId: string, accountType: number, tx: Executor = db): Promise<void> {
      await repository.update(userId, { accountType }, tx);
    },

    /** Marks the account banned; login and session renewal refuse it from now on. */
    async ban(userId: string, reason: string, tx: Executor = db): Promise<void> {
      await repository.update(userId, { bannedAt: new Date(), banReason: reason }, tx);
    },

    async unban(userId: string, tx: Executor = db): Promise<void> {
      await repository.update(userId, { bannedAt: null, banReason: null }, tx);
    },

    /**
     * Erases every account whose grace period has ended (a scheduled job). An account whose outside records could
     * not be ended is kept for the next run, so nothing goes on billing a member who no longer exists.
     */
    async eraseDueAccounts(): Promise<number> {
      let erased = 0;
      for (const user of await repository.listDueForErasure()) {
        try {
          await options.beforeErase(user.id);
        } catch (error) {
          options.log.error({ err: error, userId: user.id }, 'account erasure postponed');
          continue;
        }
        await db.transaction((tx) => repository.erase(user, tx));
        options.events.emit('member.signed-out', { userId: user.id });
        erased += 1;
      }
      return erased;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
