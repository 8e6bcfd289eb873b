import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, updatedAt } from '../../db/columns';

export const languages = pgTable('languages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  altCodes: text('alt_codes').array().notNull().default([]),
  name: text('name').notNull(),
  /** The language whose text stands in for a missing translation. Exactly one row has it. */
  isFallback: boolean('is_fallback').notNull().default(false),
  createdAt: createdAt(),
});

export const translationStrings = pgTable(
  'translation_strings',
  {
    languageId: belongsTo(integer('language_id'), () => languages.id),
    stringSlug: text('string_slug').notNull(),
    text: text('text').notNull(),
    /**
     * The text as the release last seeded it: while `text` still equals it, no operator has reworded the string,
     * and a later release's wording replaces both. Null for strings stored before this was kept.
     */
    seededText: text('seeded_text'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.languageId, table.stringSlug] })],
);
