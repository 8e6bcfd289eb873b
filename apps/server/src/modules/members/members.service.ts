import { randomUUID } from 'node:crypto';
import { AccountType } from '@crewcast/contracts/account';
import type {
  AdjustPointsBody,
  RefundBody,
  GrantTimeBody,
  MemberDetail,
  MemberProfile,
  MemberSearchPage,
  MemberSearchQuery,
  MemberSummary,
} from '@crewcast/contracts/members';
import type { Database, Executor } from '../../db/client';
import type { EventBus } from '../../events';
import { AppError } from '../../http/errors';
import type { AccountService } from '../account/account.service';
import type { AuditService } from '../audit/audit.service';
import type { BadgesService } from '../badges/badges.service';
import type { BillingService } from '../billing/billing.service';
import type { DevicesService } from '../devices/devices.service';
import type { PointsService } from '../points/points.service';
import type { UserRow } from '../users/users.repository';
import type { UsersService } from '../users/users.service';
import { rowFields } from '../../db/row-fields';

/** How many of a member's newest ledger entries the member page shows. */
const LEDGER_LIMIT = 100;

export const MEMBER_MESSAGES = {
  notFound: 'That member does not exist.',
  protectedAccount: 'Only an Official account can do this to an Official or Creator account.',
  ownAccountType: 'You cannot change your own account type.',
  ownGrant: 'You cannot grant Producer Points or subscription time to yourself.',
  ownBan: 'You cannot ban your own account.',
  ownRefund: 'You cannot refund your own payments.',
  ownDeletion: 'Delete your own account from your account page.',
  notBanned: 'This member is not banned.',
  noDeletion: 'This member has not asked for deletion.',
} as const;

/** The acting staff member, as the console guard let them through. */
export interface Actor {
  userId: string;
  accountType: number;
}

export interface MembersDependencies {
  db: Database;
  users: UsersService;
  account: AccountService;
  billing: BillingService;
  points: PointsService;
  devices: DevicesService;
  badges: BadgesService;
  audit: AuditService;
  events: EventBus;
}

const isStaffType = (accountType: number) =>
  accountType === AccountType.Official || accountType === AccountType.Creator;

function toSummary(user: UserRow): MemberSummary {
  return {
    ...rowFields(user, 'email', 'displayName', 'accountType', 'verified'),
    userId: user.id,
    created: user.createdAt.toISOString(),
    banned: user.bannedAt !== null,
    deletionRequested: user.deleteRequestedAt !== null,
  };
}

/**
 * The console's Members area: finds members, reads everything about one from the modules that own it, and runs
 * staff actions through those modules' services, each recorded in the audit log inside its own transaction.
 */
export function createMembersService(deps: MembersDependencies) {
  const { db, users, account, billing, points, devices, badges, audit, events } = deps;

  function toProfile(user: UserRow): MemberProfile {
    return {
      ...toSummary(user),
      deleteRequest: users.deleteRequestOf(user) ?? null,
      ban: user.bannedAt ? { bannedAt: user.bannedAt.toISOString(), reason: user.banReason ?? '' } : null,
    };
  }

  async function findOrFail(userId: string): Promise<UserRow> {
    const user = await users.repository.findById(userId);
    if (!user) throw new AppError('NOT_FOUND', MEMBER_MESSAGES.notFound);
    return user;
  }

  /** A Creator may not act against Official or Creator accounts; an Official may. */
  function assertMayActOn(actor: Actor, target: UserRow): void {
    if (actor.accountType !== AccountType.Official && isStaffType(target.accountType))
      throw new AppError('FORBIDDEN', MEMBER_MESSAGES.protectedAccount);
  }

  async function detail(userId: string): Promise<MemberDetail> {
    const user = await findOrFail(userId);
    const [subscription, receipts, balance, ledger, deviceList, sessions, owned] = await Promise.all([
      billing.current(userId),
      billing.receipts(userId),
      points.get(userId),
      points.ledger(userId, LEDGER_LIMIT),
      devices.list(userId, ''),
      account.openSessions(userId),
      badges.granted(userId),
    ]);
    return {
      profile: toProfile(user),
      subscription,
      complimentary: isStaffType(user.accountType),
      receipts,
      points: balance,
      ledger,
      devices: deviceList,
      sessions: sessions.map((session) => ({
        deviceIdentifier: session.deviceIdentifier,
        lastActive: session.createdAt.toISOString(),
        expires: session.expiresAt.toISOString(),
      })),
      badges: owned,
    };
  }

  /** Runs one staff action in a transaction with the member row held, then answers the member page. */
  async function act(
    userId: string,
    change: (tx: Executor, user: UserRow) => Promise<void>,
    afterCommit?: () => void,
  ): Promise<MemberDetail> {
    await db.transaction(async (tx) => {
      const user = await users.repository.findForUpdate(userId, tx);
      if (!user) throw new AppError('NOT_FOUND', MEMBER_MESSAGES.notFound);
      await change(tx, user);
    });
    afterCommit?.();
    return detail(userId);
  }

  return {
    async search(query: MemberSearchQuery): Promise<MemberSearchPage> {
      const { rows, total } = await users.search(query.search, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return { members: rows.map(toSummary), total, page: query.page, limit: query.limit };
    },

    detail,

    /** Official only (the route says so), never to oneself; the same path a redeemed gift takes. */
    grantTime(actor: Actor, userId: string, grant: GrantTimeBody): Promise<MemberDetail> {
      if (actor.userId === userId) throw new AppError('FORBIDDEN', MEMBER_MESSAGES.ownGrant);
      return act(userId, async (tx) => {
        const { previousEnd, end } = await billing.addPaidTime(tx, userId, {
          unit: grant.unit,
          amount: grant.amount,
        });
        await audit.record(tx, {
          actorId: actor.userId,
          action: 'member.grant-time',
          target: { type: 'member', id: userId },
          before: { accessUntil: previousEnd?.toISOString() ?? null },
          after: {
            accessUntil: end.toISOString(),
            amount: grant.amount,
            unit: grant.unit,
            reason: grant.reason,
          },
        });
      });
    },

    /** Official only (the route says so), never one's own payment: a refund takes back what the payment earned. */
    refund(actor: Actor, userId: string, receiptId: string, body: RefundBody): Promise<MemberDetail> {
      if (actor.userId === userId) throw new AppError('FORBIDDEN', MEMBER_MESSAGES.ownRefund);
      return act(userId, async (tx) => {
        const invoice = await billing.refundInApp(tx, userId, receiptId);
        await audit.record(tx, {
          actorId: actor.userId,
          action: 'member.refund',
          target: { type: 'member', id: userId },
          before: { receipt: invoice.id, status: 'paid' },
          after: {
            receipt: invoice.id,
            status: 'refunded',
            amountCents: invoice.amountCents,
            reason: body.reason,
          },
        });
      });
    },

    /** Official only (the route says so), never one's own balance. */
    adjustPoints(actor: Actor, userId: string, adjustment: AdjustPointsBody): Promise<MemberDetail> {
      if (actor.userId === userId) throw new AppError('FORBIDDEN', MEMBER_MESSAGES.ownGrant);
      return act(userId, async (tx) => {
        const before = await points.get(userId, tx);
        const after = await points.adjust(tx, {
          userId,
          amount: adjustment.amount,
          reason: adjustment.reason,
          reference: `console:${randomUUID()}`,
        });
        await audit.record(tx, {
          actorId: actor.userId,
          action: 'member.adjust-points',
          target: { type: 'member', id: userId },
          before: { points: before.pointsAvailable },
          after: { points: after.pointsAvailable, amount: adjustment.amount, reason: adjustment.reason },
        });
      });
    },

    /**
     * Official only (the route says so). The member's sessions end, so no access token goes on carrying the
     * account type it was issued with.
     */
    setAccountType(actor: Actor, userId: string, accountType: number): Promise<MemberDetail> {
      if (actor.userId === userId) throw new AppError('FORBIDDEN', MEMBER_MESSAGES.ownAccountType);
      return act(
        userId,
        async (tx, user) => {
          if (user.accountType === accountType) return;
          await users.setAccountType(userId, accountType, tx);
          await account.endAllSessions(userId, 'account type changed', tx);
          await audit.record(tx, {
            actorId: actor.userId,
            action: 'member.account-type',
            target: { type: 'member', id: userId },
            before: { accountType: user.accountType },
            after: { accountType },
          });
        },
        () => events.emit('member.signed-out', { userId }),
      );
    },

    signOutEverywhere(actor: Actor, userId: string): Promise<MemberDetail> {
      return act(
        userId,
        async (tx, user) => {
          assertMayActOn(actor, user);
          const ended = await account.endAllSessions(userId, 'signed out by staff', tx);
          await audit.record(tx, {
            actorId: actor.userId,
            action: 'member.sign-out',
            target: { type: 'member', id: userId },
            after: { sessionsEnded: ended },
          });
        },
        () => events.emit('member.signed-out', { userId }),
      );
    },

    /** A ban ends every session and socket at once; login and renewal refuse the account until it is unbanned. */
    ban(actor: Actor, userId: string, reason: string): Promise<MemberDetail> {
      if (actor.userId === userId) throw new AppError('FORBIDDEN', MEMBER_MESSAGES.ownBan);
      return act(
        userId,
        async (tx, user) => {
          assertMayActOn(actor, user);
          await users.ban(userId, reason, tx);
          const ended = await account.endAllSessions(userId, 'banned', tx);
          await audit.record(tx, {
            actorId: actor.userId,
            action: 'member.ban',
            target: { type: 'member', id: userId },
            before: { banned: user.bannedAt !== null },
            after: { banned: true, reason, sessionsEnded: ended },
          });
        },
        () => events.emit('member.signed-out', { userId }),
      );
    },

    unban(actor: Actor, userId: string): Promise<MemberDetail> {
      return act(userId, async (tx, user) => {
        assertMayActOn(actor, user);
        if (!user.bannedAt) throw new AppError('CONFLICT', MEMBER_MESSAGES.notBanned);
        await users.unban(userId, tx);
        await audit.record(tx, {
          actorId: actor.userId,
          action: 'member.unban',
          target: { type: 'member', id: userId },
          before: { banned: true, reason: user.banReason ?? '' },
          after: { banned: false },
        });
      });
    },

    requestDeletion(actor: Actor, userId: string, reason: string): Promise<MemberDetail> {
      if (actor.userId === userId) throw new AppError('FORBIDDEN', MEMBER_MESSAGES.ownDeletion);
      return act(userId, async (tx, user) => {
        assertMayActOn(actor, user);
        const request = await users.requestDeletion(userId, reason || 'requested by staff', tx);
        await audit.record(tx, {
          actorId: actor.userId,
          action: 'member.request-deletion',
          target: { type: 'member', id: userId },
          before: users.deleteRequestOf(user),
          after: request,
        });
      });
    },

    cancelDeletion(actor: Actor, userId: string): Promise<MemberDetail> {
      return act(userId, async (tx, user) => {
        const request = users.deleteRequestOf(user);
        if (!request) throw new AppError('CONFLICT', MEMBER_MESSAGES.noDeletion);
        await users.withdrawDeletion(userId, tx);
        await audit.record(tx, {
          actorId: actor.userId,
          action: 'member.cancel-deletion',
          target: { type: 'member', id: userId },
          before: request,
          after: null,
        });
      });
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
