import { BADGE_EARNED_BY } from '@crewcast/contracts/badges';
import { integer, pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, updatedAt } from '../../db/columns';
import { userIdColumn } from '../users/users.schema';

/** The badges a member can own: what they are called, how they are earned, and their image's version. */
export const badgeTypes = pgTable('badge_types', {
  type: text('type').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  howToEarn: text('how_to_earn').notNull(),
  earnedBy: text('earned_by', { enum: BADGE_EARNED_BY }).notNull(),
  /** Grows with each new image; the image's URL carries it, so browsers and CDNs keep each one for good. */
  imageVersion: integer('image_version').notNull().default(1),
  /** Where the type sits on the badges screen. */
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Profile badges a member has earned (the annual plan's exclusive badge, for one). */
export const badgeGrants = pgTable(
  'badge_grants',
  {
    userId: userIdColumn(),
    type: text('type').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] })],
);

/** The badges a member shows beside their name, in order (position 1 to 3). */
export const badgeChoices = pgTable(
  'badge_choices',
  {
    userId: userIdColumn(),
    type: belongsTo(text('type'), () => badgeTypes.type),
    position: smallint('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.type] }),
    unique('badge_choices_user_position').on(table.userId, table.position),
  ],
);
