import { timestamp } from 'drizzle-orm/pg-core';

/** Every table records when a row was made; times are UTC. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
