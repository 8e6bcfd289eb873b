import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from '../../db/columns';
import { languages } from '../localisation/localisation.schema';

export const faqItems = pgTable('faq_items', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  languageId: belongsTo(integer('language_id'), () => languages.id),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});
