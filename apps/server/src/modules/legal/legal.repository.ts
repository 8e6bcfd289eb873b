import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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

    async findVersion(
      type: string,
      version: number,
      tx: Executor = db,
    ): Promise<LegalDocumentRow | undefined> {
      const [row] = await tx
        .select()
        .from(legalDocuments)
        .where(and(eq(legalDocuments.type, type), eq(legalDocuments.version, version)));
      return row;
    },

    async insert(values: typeof legalDocuments.$inferInsert, tx: Executor = db): Promise<void> {
      await tx.insert(legalDocuments).values(values).onConflictDoNothing();
    },
  };
}

export type LegalRepository = ReturnType<typeof createLegalRepository>;
