import {
  aliasedTable,
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type pg from 'pg';
import type { Database, Executor } from '../../db/client';
import { firstRow, onlyRow } from '../../db/first-row';
import { preparedSql } from '../../db/prepared-sql';
import { battles, projectContributions, projects, projectTotals } from './projects.schema';

/** A project with its total (the sum of its shards) and when it reached it. */
export type ProjectRow = typeof projects.$inferSelect & { points: number; pointsReachedAt: Date | null };
export type BattleRow = typeof battles.$inferSelect;
export interface BattleWithProjects {
  battle: BattleRow;
  left: ProjectRow;
  right: ProjectRow;
  /** Whether the database clock is between its start and end and it is not closed. */
  active: boolean;
}

/** What a contribution's statement answers: nulls where the project is in no battle or nothing was spent. */
interface ContributionRow {
  session_open: boolean;
  battle_id: string | null;
  min_contribution: number | null;
  max_contribution: number | null;
  active: boolean | null;
  available: number | null;
  points: number | null;
}

/** Shards a project's total is spread over: enough that contributions at once rarely wait for each other. */
const TOTAL_SHARDS = 16;

const left = aliasedTable(projects, 'left_project');
const right = aliasedTable(projects, 'right_project');

/** A project's columns with its total and the time it reached it, read from its shards. */
function withTotal(table: typeof projects) {
  return {
    ...getTableColumns(table),
    points: sql<number>`(select coalesce(sum(${projectTotals.points}), 0)::int from ${projectTotals} where ${projectTotals.projectId} = ${table.id})`,
    pointsReachedAt:
      sql<Date | null>`(select max(${projectTotals.reachedAt}) from ${projectTotals} where ${projectTotals.projectId} = ${table.id})`.mapWith(
        (value: string | null) => (value === null ? null : new Date(value)),
      ),
  };
}
/** Decided by the database's clock at the moment of the statement, never by the caller's. */
const activeNow = sql<boolean>`(${battles.closedAt} is null and ${battles.startDate} <= clock_timestamp() and clock_timestamp() < ${battles.endDate})`;

/** Greenlight's SQL: projects, battles and the projects' ledger of contributions. */
export function createProjectsRepository(db: Database, pool: pg.Pool) {
  const withProjects = (executor: Executor) =>
    executor
      .select({ battle: battles, left: withTotal(left), right: withTotal(right), active: activeNow })
      .from(battles)
      .innerJoin(left, eq(left.id, battles.leftProjectId))
      .innerJoin(right, eq(right.id, battles.rightProjectId));

  return {
    async insertProject(values: typeof projects.$inferInsert, tx: Executor): Promise<ProjectRow> {
      const [row] = await tx.insert(projects).values(values).returning();
      return { ...row!, points: 0, pointsReachedAt: null };
    },

    insertBattle(values: typeof battles.$inferInsert, tx: Executor): Promise<BattleRow> {
      return onlyRow(tx.insert(battles).values(values).returning());
    },

    findBattle(battleId: string, executor: Executor = db): Promise<BattleWithProjects | undefined> {
      return firstRow(withProjects(executor).where(eq(battles.id, battleId)));
    },

    async countContributions(battleId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(projectContributions)
        .where(eq(projectContributions.battleId, battleId));
      return row?.count ?? 0;
    },

    /** The battle of a project, if it is in one. */
    findBattleOfProject(projectId: string): Promise<BattleWithProjects | undefined> {
      return firstRow(
        withProjects(db).where(
          or(eq(battles.leftProjectId, projectId), eq(battles.rightProjectId, projectId)),
        ),
      );
    },

    /** The open battle that started first (the running one before the next), else the last one closed. */
    findCurrentBattle(): Promise<BattleWithProjects | undefined> {
      return firstRow(
        withProjects(db)
          .orderBy(
            sql`${battles.closedAt} is not null`,
            sql`case when ${battles.closedAt} is null then ${battles.startDate} end asc`,
            desc(battles.endDate),
          )
          .limit(1),
      );
    },

    /** Newest first, for the console. */
    async listBattles(): Promise<(BattleWithProjects & { contributions: number })[]> {
      return db
        .select({
          battle: battles,
          left: withTotal(left),
          right: withTotal(right),
          active: activeNow,
          contributions: sql<number>`(select count(*)::int from ${projectContributions} where ${projectContributions.battleId} = ${battles.id})`,
        })
        .from(battles)
        .innerJoin(left, eq(left.id, battles.leftProjectId))
        .innerJoin(right, eq(right.id, battles.rightProjectId))
        .orderBy(desc(battles.startDate));
    },

    /**
     * A contribution as one prepared statement, so no lock is held across round trips. While the member's session
     * is open (`sessionOpen`), the project's battle is active at this instant and the amount is within its limits,
     * it spends the member's points (`spend`: the points' parts of the statement, given when they may spend and the
     * ledger's reason), writes the contribution to the projects' ledger, adds it to one shard of the project's
     * total and stores the answer with the request's key (`storedKey`). Its placeholders: projectId, userId,
     * familyId, amount (null spends nothing), reference and idempotencyKey.
     */
    contributor(parts: {
      sessionOpen: SQL;
      spend: (gate: { when: SQL; reason: SQL }) => SQL;
      storedKey: (answer: SQL) => SQL;
    }) {
      const projectId = sql.placeholder('projectId');
      const amount = sql`${sql.placeholder('amount')}::int`;
      // Its parts share one snapshot, so the total is the other shards as seen plus this one's.
      const spend = parts.spend({
        when: sql`exists (select from allowed)`,
        reason: sql`(select 'Greenlight: ' || title from allowed)`,
      });
      const storedKey = parts.storedKey(sql`
        select jsonb_build_object('battleId', allowed.id, 'points', total.points, 'pointsAvailable', moved.available)
          from allowed, total, moved`);
      const statement = sql`
        with session as (
          select ${parts.sessionOpen} as open
        ), battle as (
          select ${battles.id} as id, ${projects.title} as title, ${battles.minContribution} as min_contribution,
                 ${battles.maxContribution} as max_contribution, ${activeNow} as active
            from ${battles} join ${projects} on ${projects.id} = ${projectId}
           where ${battles.leftProjectId} = ${projectId} or ${battles.rightProjectId} = ${projectId}
        ), allowed as (
          select id, title from battle
           where active and ${amount} between min_contribution and max_contribution and (select open from session)
        ), ${spend},
        contribution as (
          insert into ${projectContributions} (battle_id, project_id, user_id, amount, reference)
          select allowed.id, ${projectId}, ${sql.placeholder('userId')}, ${amount}, ${sql.placeholder('reference')}
            from allowed, moved
        ), shard as (
          insert into ${projectTotals} (project_id, shard, points, reached_at)
          select ${projectId}, floor(random() * ${TOTAL_SHARDS})::smallint, ${amount}, clock_timestamp() from moved
          on conflict (project_id, shard) do update
            set points = ${projectTotals.points} + excluded.points, reached_at = clock_timestamp()
          returning shard, points
        ), total as (
          select (shard.points + coalesce((
            select sum(t.points) from ${projectTotals} t
             where t.project_id = ${projectId} and t.shard <> shard.shard), 0))::int as points
            from shard
        ), ${storedKey}
        select session.open as session_open, battle.id as battle_id, battle.min_contribution,
               battle.max_contribution, battle.active, moved.available, total.points
          from session left join battle on true left join moved on true left join total on true`;
      let run: ReturnType<typeof preparedSql<ContributionRow>> | undefined;
      return async (values: {
        projectId: string;
        userId: string;
        familyId: string;
        amount: number | null;
        reference: string;
        idempotencyKey: string;
      }) => {
        run ??= preparedSql<ContributionRow>(pool, 'contribution', statement);
        const [row] = await run(values);
        return {
          sessionOpen: row!.session_open,
          battle:
            row!.battle_id === null
              ? undefined
              : {
                  battleId: row!.battle_id,
                  minContribution: row!.min_contribution!,
                  maxContribution: row!.max_contribution!,
                  active: row!.active!,
                },
          spent: row!.available === null ? null : { pointsAvailable: row!.available, points: row!.points! },
        };
      };
    },

    /** Open battles whose end has come, by the database's clock. */
    async dueBattleIds(): Promise<string[]> {
      const rows = await db
        .select({ id: battles.id })
        .from(battles)
        .where(and(isNull(battles.closedAt), lte(battles.endDate, sql`clock_timestamp()`)));
      return rows.map((row) => row.id);
    },

    /**
     * Holds a battle against contributions and other changes until the transaction ends. Contributions lock no
     * battle row (a lock every contribution shares on one row costs each of them more than the rest of its work):
     * a contribution is one statement, which takes its tables' locks before its snapshot, so it holds its insert's
     * lock on the contributions' table from before it reads the battle until it commits. This share lock on that
     * table waits for those in flight, so what they gave is in the totals read after it, and holds back new ones,
     * which then read the battle as this transaction leaves it.
     */
    async lockBattle(battleId: string, tx: Executor): Promise<BattleWithProjects | undefined> {
      await tx.execute(sql`lock table ${projectContributions} in share mode`);
      return firstRow(withProjects(tx).where(eq(battles.id, battleId)).for('update', { of: battles }));
    },

    /**
     * The battle a project is in, held against changes until the transaction ends, with whether it has started (by
     * the database's clock) or closed, and the project's pitch video.
     */
    lockBattleOfProject(projectId: string, executor: Executor = db) {
      return firstRow(
        executor
          .select({
            battleId: battles.id,
            started: sql<boolean>`(${battles.startDate} <= clock_timestamp())`,
            closed: sql<boolean>`(${battles.closedAt} is not null)`,
            assetId: projects.assetId,
          })
          .from(battles)
          .innerJoin(projects, eq(projects.id, projectId))
          .where(or(eq(battles.leftProjectId, projectId), eq(battles.rightProjectId, projectId)))
          .for('update', { of: battles }),
      );
    },

    async updateBattle(battleId: string, values: Partial<typeof battles.$inferInsert>, tx: Executor) {
      await tx.update(battles).set(values).where(eq(battles.id, battleId));
    },

    /** Closes a battle now (ending it now too when its end is later), recording its winner. */
    async closeBattle(battleId: string, winnerProjectId: string | null, tx: Executor): Promise<void> {
      await tx
        .update(battles)
        .set({
          closedAt: sql`clock_timestamp()`,
          endDate: sql`least(${battles.endDate}, clock_timestamp())`,
          winnerProjectId,
        })
        .where(eq(battles.id, battleId));
    },

    async updateProject(projectId: string, values: Partial<typeof projects.$inferInsert>, tx: Executor = db) {
      await tx.update(projects).set(values).where(eq(projects.id, projectId));
    },

    findProject(projectId: string): Promise<ProjectRow | undefined> {
      return firstRow(db.select(withTotal(projects)).from(projects).where(eq(projects.id, projectId)));
    },

    async findTitlesByAssets(assetIds: string[]) {
      if (assetIds.length === 0) return [];
      return db
        .select({ assetId: projects.assetId, title: projects.title })
        .from(projects)
        .where(inArray(projects.assetId, assetIds));
    },

    /** The battles whose projects pitch with an asset. */
    async battleIdsPitching(assetId: string): Promise<string[]> {
      const rows = await db
        .select({ id: battles.id })
        .from(battles)
        .innerJoin(
          projects,
          or(eq(projects.id, battles.leftProjectId), eq(projects.id, battles.rightProjectId)),
        )
        .where(eq(projects.assetId, assetId));
      return rows.map((row) => row.id);
    },

    async findProjectsByTitle(titles: string[]): Promise<ProjectRow[]> {
      return db.select(withTotal(projects)).from(projects).where(inArray(projects.title, titles));
    },

    /** Winners of closed battles, newest first; `released` keeps those linked to an episode or a season. */
    async listWinners(options: { released: boolean }): Promise<ProjectRow[]> {
      const rows = await db
        .select({ project: withTotal(projects) })
        .from(battles)
        .innerJoin(projects, eq(projects.id, battles.winnerProjectId))
        .where(
          and(
            isNotNull(battles.closedAt),
            options.released ? or(isNotNull(projects.mediaId), isNotNull(projects.seasonId)) : undefined,
          ),
        )
        .orderBy(desc(battles.closedAt));
      return rows.map((row) => row.project);
    },

    /** Both sides of every closed battle, newest battle first. */
    async listCompleteProjects(): Promise<ProjectRow[]> {
      const closed = await db
        .select({ leftId: battles.leftProjectId, rightId: battles.rightProjectId })
        .from(battles)
        .where(isNotNull(battles.closedAt))
        .orderBy(desc(battles.closedAt));
      const ids = closed.flatMap((row) => [row.leftId, row.rightId]);
      if (ids.length === 0) return [];
      const rows = await db.select(withTotal(projects)).from(projects).where(inArray(projects.id, ids));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
