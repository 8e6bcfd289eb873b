import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from '../../db/columns';
import { invoices } from '../billing/billing.schema';
import { users } from '../users/users.schema';

export const gifts = pgTable(
  'gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaserId: belongsTo(uuid('purchaser_id'), () => users.id),
    months: integer('months').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    code: text('code').notNull().unique(),
    recipientEmail: text('recipient_email'),
    message: text('message').notNull().default(''),
    status: text('status', { enum: ['pending', 'redeemed'] })
      .notNull()
      .default('pending'),
    redeemedBy: uuid('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    createdAt: createdAt(),
  },
  (table) => [index('gifts_purchaser_idx').on(table.purchaserId, table.createdAt)],
);
