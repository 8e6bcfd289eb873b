import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { languages } from '../localisation/localisation.schema';

export const faqItems = pgTable('faq_items', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  languageId: integer('language_id')
    .notNull()
    .references(() => languages.id, { onDelete: 'cascade' }),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});
