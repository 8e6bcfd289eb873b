import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow, onlyRow } from '../../db/first-row';
import { legalAcceptances, legalDocuments } from './legal.schema';

export type LegalDocumentRow = typeof legalDocuments.$inferSelect;

export function createLegalRepository(db: Executor) {
  return {
    /** The newest version of every document type. */
    async listLatest(tx: Executor = db): Promise<LegalDocumentRow[]> {
      return tx
        .selectDistinctOn([legalDocuments.type])
        .from(legalDocuments)
        .orderBy(legalDocuments.type, sql`${legalDocuments.version} desc`);
    },

    async listAcceptedIds(userId: string, tx: Executor = db): Promise<Set<number>> {
      const rows = await tx
        .select({ documentId: legalAcceptances.documentId })
        .from(legalAcceptances)
        .where(eq(legalAcceptances.userId, userId));
      return new Set(rows.map((row) => row.documentId));
    },

    async accept(userId: string, documentIds: number[], tx: Executor = db): Promise<void> {
      await tx
        .insert(legalAcceptances)
        .values(documentIds.map((documentId) => ({ userId, documentId })))
        .onConflictDoNothing();
    },

    findVersion(type: string, version: number, tx: Executor = db): Promise<LegalDocumentRow | undefined> {
      return firstRow(
        tx
          .select()
          .from(legalDocuments)
          .where(and(eq(legalDocuments.type, type), eq(legalDocuments.version, version))),
      );
    },

    /** Every version of every type: types in order, newest version first. */
    async listAll(tx: Executor = db): Promise<LegalDocumentRow[]> {
      return tx.select().from(legalDocuments).orderBy(legalDocuments.type, desc(legalDocuments.version));
    },

    latestVersionOf(type: string, tx: Executor = db): Promise<LegalDocumentRow | undefined> {
      return firstRow(
        tx
          .select()
          .from(legalDocuments)
          .where(eq(legalDocuments.type, type))
          .orderBy(desc(legalDocuments.version))
          .limit(1),
      );
    },

    /** Holds back another publisher of the same type until this transaction ends. */
    async lockType(type: string, tx: Executor): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`legal:${type}`}))`);
    },

    /** A new version; the unique (type, version) index refuses a second publisher of the same number. */
    publish(values: typeof legalDocuments.$inferInsert, tx: Executor = db): Promise<LegalDocumentRow> {
      return onlyRow(tx.insert(legalDocuments).values(values).returning());
    },

    async insert(values: typeof legalDocuments.$inferInsert, tx: Executor = db): Promise<void> {
      await tx.insert(legalDocuments).values(values).onConflictDoNothing();
    },
  };
}

export type LegalRepository = ReturnType<typeof createLegalRepository>;
