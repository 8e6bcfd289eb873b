import type { Image, PromoImage, PromoText } from '@crewcast/contracts/content';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from '../../db/columns';

/** The words search finds a show or an episode by; its index and the search itself use this one expression. */
export const searchDocument = (title: AnyPgColumn, description: AnyPgColumn) =>
  sql`to_tsvector('english', ${title} || ' ' || ${description})`;

export const shows = pgTable(
  'shows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    tags: text('tags').array().notNull().default([]),
    images: jsonb('images').$type<Image[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('shows_search_idx').using('gin', searchDocument(table.title, table.description)),
    index('shows_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('shows_tags_idx').using('gin', table.tags),
  ],
);

/** The show a row is about: it goes when the show is deleted. */
export const showIdColumn = () => belongsTo(integer('show_id'), () => shows.id);

export const seasons = pgTable(
  'seasons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    showId: showIdColumn(),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('seasons_show_idx').on(table.showId, table.number)],
);

/** Episodes and videos; a row is listed once published and its video is ready. */
export const media = pgTable(
  'media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    showId: showIdColumn(),
    seasonId: integer('season_id').references(() => seasons.id, { onDelete: 'set null' }),
    episodeNumber: integer('episode_number'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** Listed from this time on; empty while unpublished (a draft or taken down). */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    isFree: boolean('is_free').notNull().default(false),
    tags: text('tags').array().notNull().default([]),
    images: jsonb('images').$type<Image[]>().notNull().default([]),
    /** The transcoded video; empty until the pipeline has made one. */
    assetId: text('asset_id'),
    ready: boolean('ready').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('media_season_idx').on(table.seasonId, table.episodeNumber),
    index('media_show_idx').on(table.showId),
    index('media_published_idx').on(table.publishedAt),
    index('media_search_idx').using('gin', searchDocument(table.title, table.description)),
    index('media_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('media_tags_idx').using('gin', table.tags),
  ],
);

/** The episode a row is about: it goes when the episode is deleted. */
export const mediaIdColumn = () => belongsTo(integer('media_id'), () => media.id);

export const banners = pgTable('banners', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  type: text('type').notNull(),
  title: text('title').notNull(),
  text: text('text').notNull().default(''),
  images: jsonb('images').$type<Image[]>().notNull().default([]),
  url: text('url'),
  showId: integer('show_id').references(() => shows.id, { onDelete: 'cascade' }),
  mediaId: integer('media_id').references(() => media.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** Named curated lists (the hot list, the exclusive list…). */
export const specialChannels = pgTable('special_channels', {
  name: text('name').primaryKey(),
  title: text('title').notNull(),
  createdAt: createdAt(),
});

export const specialChannelItems = pgTable(
  'special_channel_items',
  {
    channelName: belongsTo(text('channel_name'), () => specialChannels.name),
    mediaId: mediaIdColumn(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.channelName, table.mediaId] })],
);

/** Named marketing blocks (merchandise, Greenlight…): ordered pictures, lines of text and link targets. */
export const promoSections = pgTable('promo_sections', {
  name: text('name').primaryKey(),
  images: jsonb('images').$type<PromoImage[]>().notNull().default([]),
  text: jsonb('text').$type<PromoText[]>().notNull().default([]),
  urls: text('urls').array().notNull().default([]),
  createdAt: createdAt(),
});
