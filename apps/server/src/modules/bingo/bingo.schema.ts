import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, updatedAt } from '../../db/columns';
import { livestreams } from '../live/live.schema';
import { userIdColumn, users } from '../users/users.schema';

/** A bingo layout: its name, pictures and the pool of words cards are drawn from. */
export const bingoLayouts = pgTable('bingo_layouts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  words: text('words').array().notNull(),
  /** Paths on the image host; empty until a picture is uploaded. */
  bannerImage: text('banner_image').notNull().default(''),
  backgroundImage: text('background_image').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A game played from a layout, announced in the chat of the stream that was live when it started. */
export const bingoGames = pgTable(
  'bingo_games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    layoutId: belongsTo(integer('layout_id'), () => bingoLayouts.id),
    livestreamId: uuid('livestream_id').references(() => livestreams.id, { onDelete: 'set null' }),
    startedBy: belongsTo(uuid('started_by'), () => users.id),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('bingo_games_running_idx')
      .on(table.createdAt)
      .where(sql`${table.endedAt} is null`),
    index('bingo_games_layout_idx').on(table.layoutId, table.createdAt),
  ],
);

/** A member's card in a game; a win records when and in which place. */
export const bingoCards = pgTable(
  'bingo_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: belongsTo(integer('game_id'), () => bingoGames.id),
    userId: userIdColumn(),
    wonAt: timestamp('won_at', { withTimezone: true }),
    place: integer('place'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('bingo_cards_game_user').on(table.gameId, table.userId),
    unique('bingo_cards_game_place').on(table.gameId, table.place),
    index('bingo_cards_user_idx').on(table.userId),
  ],
);

/** The 25 squares of a card, by position (row by row). */
export const bingoChoices = pgTable(
  'bingo_choices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cardId: belongsTo(integer('card_id'), () => bingoCards.id),
    position: smallint('position').notNull(),
    word: text('word').notNull(),
    free: boolean('free').notNull().default(false),
    flipped: boolean('flipped').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [unique('bingo_choices_card_position').on(table.cardId, table.position)],
);
