import type { AdminLegalDocument, PublishLegalBody } from '@crewcast/contracts/site';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit/audit.service';
import { createLegalRepository, type LegalDocumentRow } from './legal.repository';
import { toDocument } from './legal.service';

const summaryOf = (row: LegalDocumentRow) => ({
  id: row.id,
  version: row.version,
  title: row.title,
  required: row.required,
  body: row.body,
});

/** Publishing legal documents from the console: each publication is a new version, which members accept anew. */
export function createLegalAdminService(db: Database, audit: AuditService) {
  const repository = createLegalRepository(db);

  return {
    /** Every version, the one in force of each type marked. */
    async list(): Promise<AdminLegalDocument[]> {
      const rows = await repository.listAll();
      const inForce = new Set((await repository.listLatest()).map((row) => row.id));
      return rows.map((row) => ({ ...toDocument(row), inForce: inForce.has(row.id) }));
    },

    /** The next version of the type (the first, for a new type), in force at once. */
    async publish(actorId: string, document: PublishLegalBody): Promise<AdminLegalDocument> {
      return db.transaction(async (tx) => {
        await repository.lockType(document.type, tx);
        const previous = await repository.latestVersionOf(document.type, tx);
        const row = await repository.publish(
          { ...document, version: (previous?.version ?? 0) + 1, publishedAt: new Date() },
          tx,
        );
        await audit.record(tx, {
          actorId,
          action: 'site.legal-publish',
          target: { type: 'legal-document', id: document.type },
          before: previous ? summaryOf(previous) : null,
          after: summaryOf(row),
        });
        return { ...toDocument(row), inForce: true };
      });
    },
  };
}

export type LegalAdminService = ReturnType<typeof createLegalAdminService>;
