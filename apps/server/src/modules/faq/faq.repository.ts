import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow, onlyRow } from '../../db/first-row';
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

    findItem(id: number, tx: Executor = db) {
      return firstRow(tx.select().from(faqItems).where(eq(faqItems.id, id)));
    },

    /** Adds an item after the language's last one. */
    appendItem(values: { languageId: number; question: string; answer: string }, tx: Executor = db) {
      return onlyRow(
        tx
          .insert(faqItems)
          .values({
            ...values,
            position: sql`coalesce((select max(${faqItems.position}) + 1 from ${faqItems} where ${faqItems.languageId} = ${values.languageId}), 0)`,
          })
          .returning(),
      );
    },

    updateItem(id: number, values: { question: string; answer: string }, tx: Executor = db) {
      return firstRow(tx.update(faqItems).set(values).where(eq(faqItems.id, id)).returning());
    },

    async deleteItem(id: number, tx: Executor = db) {
      await tx.delete(faqItems).where(eq(faqItems.id, id));
    },

    /** Positions 0, 1, 2… in the given order. */
    async setOrder(itemIds: number[], tx: Executor = db) {
      for (const [position, id] of itemIds.entries())
        await tx.update(faqItems).set({ position }).where(eq(faqItems.id, id));
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
