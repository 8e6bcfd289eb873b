import type { AuditEntry, AuditPage, AuditQuery } from '@crewcast/contracts/audit';
import { and, desc, eq, gte, like, lt, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { users } from '../users/users.schema';
import { auditLog } from './audit.schema';

export interface AuditRecord {
  /** Who acted; null for the server itself (a scheduled job). */
  actorId: string | null;
  /** What was done, as `<area>.<verb>`: 'chat.ban', 'livestream.chat-settings'. */
  action: string;
  target: { type: string; id: string | number };
  before?: unknown;
  after?: unknown;
}

/** The `before` and `after` of an entry recording an edit of one row: what `audited` keeps of it each time. */
export function auditedChange<Row>(audited: (row: Row) => unknown, before: Row, after: Row) {
  return { before: audited(before), after: audited(after) };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The console's audit log: every change is recorded inside the transaction that makes it. */
export function createAuditService(db: Database) {
  async function record(tx: Executor, entry: AuditRecord): Promise<void> {
    await tx.insert(auditLog).values({
      actorId: entry.actorId,
      actorName: sql`coalesce((select ${users.displayName} from ${users} where ${users.id} = ${entry.actorId}), '')`,
      action: entry.action,
      targetType: entry.target.type,
      targetId: String(entry.target.id),
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
  }

  return {
    record,

    /**
     * Makes a row and records its making (`after`: what `audited` keeps of it) in one transaction; answers the
     * row.
     */
    async created<Row extends { id: string | number }>(
      change: { actorId: string; action: string; targetType: string },
      insert: (tx: Executor) => Promise<Row>,
      audited: (row: Row) => unknown,
    ): Promise<Row> {
      return db.transaction(async (tx) => {
        const row = await insert(tx);
        const target = { type: change.targetType, id: row.id };
        await record(tx, { actorId: change.actorId, action: change.action, target, after: audited(row) });
        return row;
      });
    },

    /** Newest first, filtered; `beforeId` pages on. */
    async list(query: AuditQuery): Promise<AuditPage> {
      const rows = await db
        .select()
        .from(auditLog)
        .where(
          and(
            query.action ? like(auditLog.action, `${escapeLike(query.action)}%`) : undefined,
            query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
            query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
            query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
            query.since ? gte(auditLog.createdAt, new Date(query.since)) : undefined,
            query.until ? lte(auditLog.createdAt, new Date(query.until)) : undefined,
            query.beforeId ? lt(auditLog.id, query.beforeId) : undefined,
          ),
        )
        .orderBy(desc(auditLog.id))
        .limit(query.limit + 1);
      const entries: AuditEntry[] = rows.slice(0, query.limit).map((row) => ({
        id: row.id,
        actor: { userId: row.actorId, displayName: row.actorName },
        action: row.action,
        target: { type: row.targetType, id: row.targetId },
        before: row.before,
        after: row.after,
        created: row.createdAt.toISOString(),
      }));
      return { entries, hasMore: rows.length > query.limit };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
