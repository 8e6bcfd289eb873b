import type { LegalDocument } from '@crewcast/contracts/legal';
import { AppError } from '../../http/errors';
import type { LegalDocumentRow, LegalRepository } from './legal.repository';

export function toDocument(row: LegalDocumentRow): LegalDocument {
  return {
    id: row.id,
    type: row.type,
    version: row.version,
    title: row.title,
    body: row.body,
    required: row.required,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** Versioned legal documents; a member accepts the version in force, and a new version asks again. */
export function createLegalService(repository: LegalRepository) {
  return {
    async listLatest(): Promise<LegalDocument[]> {
      return (await repository.listLatest()).map(toDocument);
    },

    async listTypes(): Promise<string[]> {
      return (await repository.listLatest()).map((row) => row.type);
    },

    async getLatest(type: string): Promise<LegalDocument> {
      const row = (await repository.listLatest()).find((document) => document.type === type);
      if (!row) throw new AppError('NOT_FOUND', `There is no legal document of type ${type}.`);
      return toDocument(row);
    },

    /** Required documents in force that the member has not accepted yet. */
    async listMissing(userId: string): Promise<LegalDocument[]> {
      const [latest, accepted] = await Promise.all([
        repository.listLatest(),
        repository.listAcceptedIds(userId),
      ]);
      return latest.filter((row) => row.required && !accepted.has(row.id)).map(toDocument);
    },

    /** Records acceptance of documents in force; an old version or unknown id is refused. */
    async accept(userId: string, documentIds: number[]): Promise<LegalDocument[]> {
      const current = new Set((await repository.listLatest()).map((row) => row.id));
      const stale = documentIds.filter((id) => !current.has(id));
      if (stale.length > 0) {
        throw new AppError(
          'BAD_REQUEST',
          'A newer version of these documents is in force. Please review it.',
          {
            fields: { documentIds: stale.map(String) },
          },
        );
      }
      await repository.accept(userId, documentIds);
      return this.listMissing(userId);
    },
  };
}

export type LegalService = ReturnType<typeof createLegalService>;
