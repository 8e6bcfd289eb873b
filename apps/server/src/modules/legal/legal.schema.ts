import { boolean, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { userIdColumn } from '../users/users.schema';

/** Each published version of a document is its own row; the newest version of a type is in force. */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    required: boolean('required').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('legal_documents_type_version_unique').on(table.type, table.version)],
);

export const legalAcceptances = pgTable(
  'legal_acceptances',
  {
    userId: userIdColumn(),
    documentId: integer('document_id')
      .notNull()
      .references(() => legalDocuments.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.documentId] })],
);
