import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { faqItems } from './faq.schema';

export function createFaqRepository(db: Executor) {
  return {
    async listItems(languageId: number, tx: Executor = db) {
      return tx
        .select({ id: faqItems.id, question: faqItems.question, answer: faqItems.answer })
        .from(faqItems)
        .where(eq(faqItems.languageId, languageId))
        .orderBy(asc(faqItems.position), asc(faqItems.id));
    },

    async countItems(tx: Executor = db) {
      return tx.$count(faqItems);
    },

    async addItems(rows: (typeof faqItems.$inferInsert)[], tx: Executor = db) {
      if (rows.length > 0) await tx.insert(faqItems).values(rows);
    },
  };
}

export type FaqRepository = ReturnType<typeof createFaqRepository>;
