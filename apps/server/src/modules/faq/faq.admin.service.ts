import type { FaqItem } from '@crewcast/contracts/faq';
import type { FaqItemBody, FaqOrderBody, NewFaqItemBody } from '@crewcast/contracts/site';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events';
import { AppError, fieldError } from '../../http/errors';
import type { AuditService } from '../audit/audit.service';
import type { LocalisationRepository } from '../localisation/localisation.repository';
import { createFaqRepository } from './faq.repository';

export const FAQ_MESSAGES = {
  notFound: 'That question does not exist.',
  noLanguage: 'There is no such language.',
  order: 'List every question of the language once, in the new order.',
} as const;

const itemOf = (row: { id: number; question: string; answer: string }): FaqItem => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
});

export interface FaqAdminDependencies {
  db: Database;
  languages: LocalisationRepository;
  audit: AuditService;
  events: EventBus;
}

/** The FAQ per language, edited by Official and Creator accounts; each change is audited. */
export function createFaqAdminService({ db, languages, audit, events }: FaqAdminDependencies) {
  const repository = createFaqRepository(db);
  const changed = () => events.emit('site.changed', { part: 'faq' });

  async function requireLanguage(languageId: number): Promise<void> {
    if (!(await languages.findLanguage(languageId)))
      throw fieldError('NOT_FOUND', 'languageId', FAQ_MESSAGES.noLanguage);
  }

  return {
    /** The language's own items, in order (no fallback: the console edits what the language has). */
    async list(languageId: number): Promise<FaqItem[]> {
      await requireLanguage(languageId);
      return repository.listItems(languageId);
    },

    async create(actorId: string, body: NewFaqItemBody): Promise<FaqItem> {
      await requireLanguage(body.languageId);
      const row = await audit.created(
        { actorId, action: 'site.faq-create', targetType: 'faq-item' },
        (tx) => repository.appendItem(body, tx),
        (created) => ({ languageId: created.languageId, question: created.question, answer: created.answer }),
      );
      changed();
      return itemOf(row);
    },

    async update(actorId: string, itemId: number, body: FaqItemBody): Promise<FaqItem> {
      const row = await db.transaction(async (tx) => {
        const before = await repository.findItem(itemId, tx);
        if (!before) throw new AppError('NOT_FOUND', FAQ_MESSAGES.notFound);
        const after = (await repository.updateItem(itemId, body, tx)) ?? before;
        await audit.record(tx, {
          actorId,
          action: 'site.faq-update',
          target: { type: 'faq-item', id: itemId },
          before: { question: before.question, answer: before.answer },
          after: { question: after.question, answer: after.answer },
        });
        return after;
      });
      changed();
      return itemOf(row);
    },

    async remove(actorId: string, itemId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repository.findItem(itemId, tx);
        if (!before) throw new AppError('NOT_FOUND', FAQ_MESSAGES.notFound);
        await repository.deleteItem(itemId, tx);
        await audit.record(tx, {
          actorId,
          action: 'site.faq-delete',
          target: { type: 'faq-item', id: itemId },
          before: { languageId: before.languageId, question: before.question, answer: before.answer },
        });
      });
      changed();
    },

    /** The language's items in the given order, which must name each of them once. */
    async reorder(actorId: string, { languageId, itemIds }: FaqOrderBody): Promise<FaqItem[]> {
      await requireLanguage(languageId);
      const items = await db.transaction(async (tx) => {
        const before = (await repository.listItems(languageId, tx)).map((item) => item.id);
        const same =
          itemIds.length === before.length &&
          new Set(itemIds).size === itemIds.length &&
          itemIds.every((id) => before.includes(id));
        if (!same) throw fieldError('BAD_REQUEST', 'itemIds', FAQ_MESSAGES.order);
        await repository.setOrder(itemIds, tx);
        await audit.record(tx, {
          actorId,
          action: 'site.faq-reorder',
          target: { type: 'language', id: languageId },
          before,
          after: itemIds,
        });
        return repository.listItems(languageId, tx);
      });
      changed();
      return items;
    },
  };
}

export type FaqAdminService = ReturnType<typeof createFaqAdminService>;
