import { timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Every table records when a row was made; times are UTC. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A column that can be required and refer to another table's, as drizzle's column builders can. */
interface Referring {
  notNull(): { references(ref: () => AnyPgColumn, actions: { onDelete: 'cascade' }): unknown };
}

/** A reference to the row this one belongs to: required, and the row goes when that one is deleted. */
export const belongsTo = <Column extends Referring>(column: Column, parent: () => AnyPgColumn) =>
  // `references` answers the required column itself.
  column.notNull().references(parent, { onDelete: 'cascade' }) as ReturnType<Column['notNull']>;
