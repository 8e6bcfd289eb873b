import { AccountType } from '@crewcast/contracts/account';
import {
  CHAT_GAP_LIMIT,
  CHAT_HISTORY_LIMIT,
  type Author,
  type ChatHistory,
  type ChatMessage,
  type ChatRestriction,
  type ModerationAction,
} from '@crewcast/contracts/realtime';
import type { Database, Executor } from '../../db/client';
import type { EventBus } from '../../events';
import type { Metrics } from '../../metrics/metrics';
import { AppError } from '../../http/errors';
import type { AccessClaims } from '../../http/access-tokens';
import type { AuditService } from '../audit/audit.service';
import type { LiveService } from '../live/live.service';
import { findBlockedWord } from './blocked-words';
import { createChatRepository, type ChatMessageRow, type ModerationActionRow } from './chat.repository';

export interface ChatDependencies {
  db: Database;
  live: LiveService;
  authorsOf: (userIds: readonly string[]) => Promise<Map<string, Author>>;
  audit: AuditService;
  rateLimit: { messages: number; windowSeconds: number };
  events: EventBus;
  /** Counts chat messages. */
  metrics: Pick<Metrics, 'count'>;
}

const isModerator = (accountType: number) => accountType >= AccountType.Official;

function toRestriction(rows: ModerationActionRow[]): ChatRestriction | null {
  if (rows.some((row) => row.action === 'ban')) return { kind: 'ban' };
  const until = Math.max(...rows.map((row) => row.expiresAt?.getTime() ?? 0));
  return until > 0 ? { kind: 'timeout', until: new Date(until).toISOString() } : null;
}

/** Live chat: sending under the stream's rules, history for (re)connecting readers, and moderation. */
export function createChatService(dependencies: ChatDependencies) {
  const { db, live, authorsOf, audit, rateLimit, events, metrics } = dependencies;
  const repository = createChatRepository(db);

  async function toMessages(rows: ChatMessageRow[]): Promise<ChatMessage[]> {
    const authors = await authorsOf(rows.flatMap((row) => (row.userId ? [row.userId] : [])));
    return rows.map((row) => ({
      id: row.id,
      livestreamId: row.livestreamId,
      message: row.message,
      author:
        row.userId === null
          ? null
          : (authors.get(row.userId) ?? { userId: row.userId, displayName: '', accountType: 0, badges: [] }),
      created: row.createdAt.toISOString(),
    }));
  }

  async function restrictionOf(userId: string): Promise<ChatRestriction | null> {
    return toRestriction(await repository.activeRestrictions(userId));
  }

  /** A member banned or timed out by a moderator is kept out of the chat and the comments alike. */
  async function assertNotRestricted(claims: AccessClaims): Promise<void> {
    const restriction = await restrictionOf(claims.userId);
    if (restriction?.kind === 'ban') throw new AppError('BANNED', 'You have been banned from the chat.');
    if (restriction?.kind === 'timeout') {
      const seconds = Math.ceil((Date.parse(restriction.until) - Date.now()) / 1000);
      throw new AppError('TIMED_OUT', 'You have been timed out of the chat for a while.', {
        retryAfterSeconds: Math.max(1, seconds),
      });
    }
  }

  async function assertMayModerate(moderator: AccessClaims, targetUserId: string): Promise<void> {
    if (moderator.userId === targetUserId)
      throw new AppError('FORBIDDEN', 'You cannot time out or ban yourself.');
    const target = (await authorsOf([targetUserId])).get(targetUserId);
    if (!target) throw new AppError('NOT_FOUND', 'That member does not exist.');
    if (isModerator(target.accountType))
      throw new AppError('FORBIDDEN', 'Staff and creators cannot be timed out or banned.');
  }

  /** Records a moderation action, and the same in the audit log, in the caller's transaction. */
  async function takeAction(tx: Executor, values: Parameters<typeof repository.insertAction>[0]) {
    const action = await repository.insertAction(values, tx);
    const { id, messageId, targetUserId, livestreamId, reason, minutes } = action;
    await audit.record(tx, {
      actorId: values.moderatorId,
      action: `chat.${action.action}`,
      target:
        messageId === null ? { type: 'member', id: targetUserId } : { type: 'chat-message', id: messageId },
      after: { actionId: id, targetUserId, livestreamId, reason, minutes },
    });
    return action;
  }

  async function announceRestriction(userId: string): Promise<void> {
    events.emit('chat.restriction', { userId, restriction: await restrictionOf(userId) });
  }

  return {
    restrictionOf,
    assertNotRestricted,

    /** Stores a message under the chat's rules, then announces it; what is returned is what was stored. */
    async send(claims: AccessClaims, livestreamId: string, text: string): Promise<ChatMessage> {
      const stream = await live.findWatchableOrFail(claims, livestreamId);
      if (!(await live.chatOpen(stream)))
        throw new AppError(
          'CHAT_CLOSED',
          'This chat is closed: it opens before the stream and closes when it ends.',
        );
      await assertNotRestricted(claims);
      // Matched in a folded form; the message is stored and shown as written.
      const message = text.trim();
      const blocked = isModerator(claims.accountType)
        ? undefined
        : findBlockedWord(message, stream.blockedWords);
      if (blocked)
        throw new AppError(
          'BLOCKED_WORD',
          `Your message contains "${blocked}", which is not allowed in this chat.`,
        );
      const result = await repository.insertWithinLimits(
        { userId: claims.userId, livestreamId, message },
        {
          messages: rateLimit.messages,
          windowSeconds: rateLimit.windowSeconds,
          slowModeSeconds: isModerator(claims.accountType) ? 0 : stream.slowModeSeconds,
        },
      );
      if ('refused' in result) {
        const { refused, retryAfterSeconds } = result;
        throw refused === 'SLOW_MODE'
          ? new AppError(
              'SLOW_MODE',
              `Slow mode is on: wait ${retryAfterSeconds} s before your next message.`,
              {
                retryAfterSeconds,
              },
            )
          : new AppError('RATE_LIMITED', `You are sending messages too fast: wait ${retryAfterSeconds} s.`, {
              retryAfterSeconds,
            });
      }
      const [stored] = await toMessages([result.row]);
      if (!stored) throw new Error('a stored chat message has no author');
      // Acknowledged only once it is on its way to every node's readers: a crash after this loses nothing.
      await events.deliver('chat.message', stored);
      metrics.count('chat_messages');
      return stored;
    },

    /** Posts the site's own announcement (a bingo win) in a stream's chat, from no member. */
    async announce(livestreamId: string, text: string): Promise<ChatMessage> {
      const [stored] = await toMessages([
        await repository.insertAnnouncement({ livestreamId, message: text }),
      ]);
      if (!stored) throw new Error('a stored chat message has no author');
      await events.deliver('chat.message', stored);
      return stored;
    },

    /** The last messages, or everything after the reader's last one (a reconnect), with the reader's standing. */
    /** A broadcast's chat replay: what was said between its start and end, a page at a time. */
    async replay(
      livestreamId: string,
      span: { from: Date; to: Date | null },
      after = 0,
    ): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
      const rows = await repository.listBetween(livestreamId, { ...span, after, limit: CHAT_GAP_LIMIT + 1 });
      return {
        messages: await toMessages(rows.slice(0, CHAT_GAP_LIMIT)),
        hasMore: rows.length > CHAT_GAP_LIMIT,
      };
    },

    async history(claims: AccessClaims, livestreamId: string, after?: number): Promise<ChatHistory> {
      const stream = await live.findWatchableOrFail(claims, livestreamId);
      const [rows, restriction] = await Promise.all([
        repository.listVisible(livestreamId, {
          after,
          limit: after === undefined ? CHAT_HISTORY_LIMIT : CHAT_GAP_LIMIT,
        }),
        restrictionOf(claims.userId),
      ]);
      return { messages: await toMessages(rows), slowModeSeconds: stream.slowModeSeconds, restriction };
    },

    async deleteMessage(
      moderator: AccessClaims,
      messageId: number,
      reason: string,
    ): Promise<ModerationAction> {
      const action = await db.transaction(async (tx) => {
        const message = await repository.findMessage(messageId, tx);
        if (!message || message.deletedAt) throw new AppError('NOT_FOUND', 'That message does not exist.');
        if (message.userId === null)
          throw new AppError(
            'CONFLICT',
            'The site’s own announcements stay in the chat; there is no author to act on.',
          );
        await repository.setMessageDeleted(messageId, true, tx);
        return takeAction(tx, {
          action: 'delete',
          livestreamId: message.livestreamId,
          moderatorId: moderator.userId,
          targetUserId: message.userId,
          messageId,
          reason,
        });
      });
      events.emit('chat.deleted', { livestreamId: action.livestreamId ?? '', messageIds: [messageId] });
      return this.findAction(action.id);
    },

    async timeOut(
      moderator: AccessClaims,
      input: { userId: string; minutes: number; reason: string; livestreamId?: string },
    ): Promise<ModerationAction> {
      await assertMayModerate(moderator, input.userId);
      const action = await db.transaction((tx) =>
        takeAction(tx, {
          action: 'timeout',
          livestreamId: input.livestreamId ?? null,
          moderatorId: moderator.userId,
          targetUserId: input.userId,
          reason: input.reason,
          minutes: input.minutes,
          expiresInMinutes: input.minutes,
        }),
      );
      await announceRestriction(input.userId);
      return this.findAction(action.id);
    },

    async ban(moderator: AccessClaims, input: { userId: string; reason: string }): Promise<ModerationAction> {
      await assertMayModerate(moderator, input.userId);
      const action = await db.transaction((tx) =>
        takeAction(tx, {
          action: 'ban',
          moderatorId: moderator.userId,
          targetUserId: input.userId,
          reason: input.reason,
        }),
      );
      await announceRestriction(input.userId);
      return this.findAction(action.id);
    },

    /** Undoes an action: a deleted message comes back, a time-out or ban is lifted. */
    async undo(moderator: AccessClaims, actionId: number): Promise<ModerationAction> {
      const action = await db.transaction(async (tx) => {
        const undone = await repository.undoAction(actionId, moderator.userId, tx);
        if (!undone) throw new AppError('NOT_FOUND', 'That action does not exist or was undone already.');
        if (undone.action === 'delete' && undone.messageId !== null)
          await repository.setMessageDeleted(undone.messageId, false, tx);
        await audit.record(tx, {
          actorId: moderator.userId,
          action: `chat.undo-${undone.action}`,
          target: { type: 'chat-moderation-action', id: undone.id },
          before: { undone: false },
          after: { undone: true },
        });
        return undone;
      });
      if (action.action === 'delete' && action.messageId !== null) {
        const message = await repository.findMessage(action.messageId);
        if (message) {
          const [restored] = await toMessages([message]);
          if (restored) events.emit('chat.restored', restored);
        }
      } else {
        await announceRestriction(action.targetUserId);
      }
      return this.findAction(action.id);
    },

    async findAction(id: number): Promise<ModerationAction> {
      const [found] = await this.listActions({ limit: 1, id });
      if (!found) throw new AppError('NOT_FOUND', 'That action does not exist.');
      return found;
    },

    async listActions(options: {
      livestreamId?: string;
      limit: number;
      id?: number;
    }): Promise<ModerationAction[]> {
      const rows = await repository.listActions(options);
      return rows.map(({ action, moderatorName, targetName, undoneByName, message }) => ({
        id: action.id,
        action: action.action,
        livestreamId: action.livestreamId,
        moderator: { userId: action.moderatorId, displayName: moderatorName },
        target: { userId: action.targetUserId, displayName: targetName },
        messageId: action.messageId,
        message: message ?? null,
        reason: action.reason,
        minutes: action.minutes,
        expiresAt: action.expiresAt?.toISOString() ?? null,
        created: action.createdAt.toISOString(),
        undone: action.undoneAt ? { by: undoneByName ?? '', at: action.undoneAt.toISOString() } : null,
      }));
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
