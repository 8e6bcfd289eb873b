import type { ProjectImage } from '@crewcast/contracts/projects';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/users.schema';

/** A project idea members back with Producer Points; its total is the sum of its shards in project_totals. */
export const projects = pgTable('projects', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** The pitch video in the media pipeline (an uploaded file, or an existing episode's video). */
  assetId: text('asset_id'),
  images: jsonb('images').$type<ProjectImage[]>().notNull().default([]),
  /** What a winner became once released: an episode or a season. */
  mediaId: integer('media_id'),
  seasonId: integer('season_id'),
  createdAt: createdAt(),
});

/**
 * A project's total, split over a few rows so that contributions running at once credit different rows rather
 * than queueing behind one row's lock until each commits. The total is their sum; the latest reachedAt is when
 * the project got to it (on a tie, the project that got there first wins).
 */
export const projectTotals = pgTable(
  'project_totals',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    shard: smallint('shard').notNull(),
    points: integer('points').notNull().default(0),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.shard] }),
    check('project_totals_points_not_negative', sql`${table.points} >= 0`),
  ],
);

/** Two projects head to head between startDate and endDate; closing records the winner. */
export const battles = pgTable(
  'battles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leftProjectId: uuid('left_project_id')
      .notNull()
      .unique()
      .references(() => projects.id),
    rightProjectId: uuid('right_project_id')
      .notNull()
      .unique()
      .references(() => projects.id),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    minContribution: integer('min_contribution').notNull(),
    maxContribution: integer('max_contribution').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    winnerProjectId: uuid('winner_project_id').references(() => projects.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('battles_end_idx').on(table.endDate),
    check('battles_sides_differ', sql`${table.leftProjectId} <> ${table.rightProjectId}`),
    check('battles_ends_after_start', sql`${table.endDate} > ${table.startDate}`),
    check(
      'battles_contribution_range',
      sql`${table.minContribution} >= 1 and ${table.maxContribution} >= ${table.minContribution}`,
    ),
  ],
);

/** The projects' ledger: one row per contribution, sharing its reference with the member's points ledger entry. */
export const projectContributions = pgTable(
  'project_contributions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    battleId: uuid('battle_id')
      .notNull()
      .references(() => battles.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    /** Kept when the member's account is erased: the project's total stays the sum of its contributions. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    reference: text('reference').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [
    index('project_contributions_project_idx').on(table.projectId),
    // The community report's periods.
    index('project_contributions_created_idx').on(table.createdAt),
    check('project_contributions_amount_positive', sql`${table.amount} > 0`),
  ],
);
