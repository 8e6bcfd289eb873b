import { randomUUID } from 'node:crypto';
import type {
  AdminBattle,
  AdminProject,
  Battle,
  BattleSchedule,
  Contribution,
  CreateBattle,
  LinkWinner,
  PastWinner,
  Project,
  ProjectImage,
  ProjectInputValues,
  ProjectPage,
} from '@crewcast/contracts/projects';
import type { ImageUploadBody } from '@crewcast/contracts/catalog';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { EventBus } from '../../events';
import type { Metrics } from '../../metrics/metrics';
import type { AccessClaims } from '../../http/access-tokens';
import { unauthorized } from '../../http/auth';
import { AppError, fieldError } from '../../http/errors';
import type { JobRunner } from '../../jobs/job-runner';
import type { MediaStorage } from '../../storage/media-storage';
import type { AuditService } from '../audit/audit.service';
import type { StatementRunner, storedKeyPart } from '../billing/idempotency';
import { videoChange } from '../media/media.module';
import type { FinishedUpload } from '../media/video-uploads';
import { PICTURES } from '../content/content.module';
import type { PointsModule } from '../points/points.module';
import type { PointsService } from '../points/points.service';
import type { BattleWithProjects, ProjectRow, ProjectsRepository } from './projects.repository';

export const CLOSE_DUE_BATTLES_JOB = 'close-due-battles';

/** The Amount errors a refused contribution carries (SPEC section 5), and the console's refusals. */
export const PROJECT_MESSAGES = {
  notWhole: 'Enter a whole number of points.',
  notActive: 'Voting is not open for this battle.',
  belowMinimum: (minimum: number) => `Contribute at least ${minimum} points.`,
  aboveMaximum: (maximum: number) => `Contribute at most ${maximum} points at a time.`,
  notEnough: (available: number) =>
    available < 0
      ? `A refund took your Producer Points below zero (${available}): you can spend again once they are back above zero.`
      : `You have ${available} Producer Points to spend.`,
  projectNotFound: 'That project does not exist.',
  battleNotFound: 'That battle does not exist.',
  alreadyClosed: 'This battle is closed.',
  notStarted: 'This battle has not started: change its dates instead.',
  noWinner: 'This battle has no winner to link.',
  videoLocked: 'This battle has started: its pitch video stays as it is.',
  notPicture: (extension: string) => `That file is not a ${extension.toUpperCase()} picture.`,
};

/** UTC without a suffix, as SPEC section 3 writes the battle's dates. */
export const battleDate = (date: Date) => date.toISOString().slice(0, 19);

/** The idempotency scope of contributions' keys. */
const CONTRIBUTION_SCOPE = 'contribution';

/** The largest PostgreSQL integer: amounts and limits are stored as such. */
const MAX_INTEGER = 2_147_483_647;

function amountError(message: string): AppError {
  return fieldError('VALIDATION', 'Amount', message);
}

/** Which side won: more points; on a tie the side that reached the total first; nobody when nothing was given. */
export function winnerOf(left: ProjectRow, right: ProjectRow): string | null {
  if (left.points !== right.points) return left.points > right.points ? left.id : right.id;
  if (left.points === 0) return null;
  const leftAt = left.pointsReachedAt?.getTime() ?? Infinity;
  const rightAt = right.pointsReachedAt?.getTime() ?? Infinity;
  return leftAt <= rightAt ? left.id : right.id;
}

export interface ProjectsServiceDependencies {
  db: Database;
  repository: ProjectsRepository;
  points: PointsService;
  /** Runs a contribution once per Idempotency-Key, as purchases are (billing's runner for one statement). */
  runOnce: StatementRunner;
  /** The part of a contribution's statement that stores its key with its answer (billing's). */
  storedKeyPart: typeof storedKeyPart;
  /** The points' parts of a statement that spends (the points module's). */
  spendParts: PointsModule['spendParts'];
  /** Whether the member's session is still open, as a condition of a statement (the account module's). */
  sessionOpen: (familyId: Placeholder) => SQL<boolean>;
  audit: AuditService;
  events: EventBus;
  jobs: JobRunner;
  storage: MediaStorage;
  /** Playable URLs of a pipeline asset; throws while it is not ready. */
  sourcesFor: (assetId: string) => Promise<{ sources: { format: 'hls' | 'dash'; url: string }[] }>;
  assetStatus: (assetId: string) => Promise<AdminProject['videoStatus']>;
  /** The asset of a listed episode with a video. */
  episodeAsset: (mediaId: number) => Promise<string>;
  /** Makes a finished upload a pipeline asset, `attach` linking it to its project before the transcode is queued. */
  assetFromUpload: (upload: FinishedUpload, attach: (assetId: string) => Promise<void>) => Promise<unknown>;
  /** Throws NOT_FOUND for an episode or season that does not exist. */
  assertMedia: (mediaId: number) => Promise<void>;
  assertSeason: (seasonId: number) => Promise<void>;
  /** Counts contributions. */
  metrics: Pick<Metrics, 'count'>;
}

/**
 * Greenlight: battles of two projects that members back with Producer Points. A contribution is one statement
 * that spends from the member's ledger and credits the project's, only while the battle is active by the
 * database's clock; closing waits for contributions in flight, so each is counted in the result or refused.
 */
export function createProjectsService(deps: ProjectsServiceDependencies) {
  const { db, repository, points, audit, events, jobs, storage } = deps;
  const contribution = repository.contributor({
    sessionOpen: deps.sessionOpen(sql.placeholder('familyId')),
    spend: (gate) =>
      deps.spendParts({
        userId: sql.placeholder('userId'),
        amount: sql.placeholder('amount'),
        reference: sql.placeholder('reference'),
        ...gate,
      }),
    storedKey: (answer) => deps.storedKeyPart(CONTRIBUTION_SCOPE, answer),
  });

  async function videosOf(assetId: string | null): Promise<Project['videos']> {
    if (!assetId) return [];
    try {
      return (await deps.sourcesFor(assetId)).sources;
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return [];
      throw error;
    }
  }

  async function toProject(row: ProjectRow): Promise<Project> {
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      points: row.points,
      mediaId: row.mediaId,
      seasonId: row.seasonId,
      videos: await videosOf(row.assetId),
      images: row.images,
    };
  }

  async function toBattle({ battle, left, right, active }: BattleWithProjects): Promise<Battle> {
    const [leftProject, rightProject] = await Promise.all([toProject(left), toProject(right)]);
    return {
      id: battle.id,
      leftProject,
      rightProject,
      startDate: battleDate(battle.startDate),
      endDate: battleDate(battle.endDate),
      active,
    };
  }

  async function toAdminProject(row: ProjectRow): Promise<AdminProject> {
    // The status is read first: once a video reads as ready it stays so, so its sources are then found, where a
    // transcode finishing between the two reads could show a ready pitch without them.
    const videoStatus = row.assetId ? await deps.assetStatus(row.assetId) : 'none';
    return { ...(await toProject(row)), videoStatus };
  }

  async function toAdminBattle(row: BattleWithProjects & { contributions: number }): Promise<AdminBattle> {
    const { battle, left, right, active } = row;
    return {
      id: battle.id,
      state: battle.closedAt
        ? 'closed'
        : active
          ? 'active'
          : battle.endDate <= new Date()
            ? 'closed'
            : 'scheduled',
      leftProject: await toAdminProject(left),
      rightProject: await toAdminProject(right),
      startDate: battle.startDate.toISOString(),
      endDate: battle.endDate.toISOString(),
      minContribution: battle.minContribution,
      maxContribution: battle.maxContribution,
      closedAt: battle.closedAt?.toISOString() ?? null,
      winnerProjectId: battle.winnerProjectId,
      contributions: row.contributions,
    };
  }

  function toPastWinner(row: ProjectRow): PastWinner {
    return { id: row.id, title: row.title, images: row.images, mediaId: row.mediaId, seasonId: row.seasonId };
  }

  async function findBattleOrFail(battleId: string): Promise<BattleWithProjects> {
    const battle = await repository.findBattle(battleId);
    if (!battle) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.battleNotFound);
    return battle;
  }

  /** The close job runs at the battle's end; the minute schedule is the safety net. */
  async function scheduleClose(endDate: Date): Promise<void> {
    await jobs.send(CLOSE_DUE_BATTLES_JOB, {}, { startAfter: endDate });
  }

  /** Closes one battle whose end has come (or now, when `early`); answers whether this call closed it. */
  async function close(battleId: string, early?: { actorId: string }): Promise<boolean> {
    return db.transaction(async (tx) => {
      const held = await repository.lockBattle(battleId, tx);
      if (!held) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.battleNotFound);
      if (held.battle.closedAt) {
        if (early) throw new AppError('CONFLICT', PROJECT_MESSAGES.alreadyClosed);
        return false;
      }
      if (early && held.battle.startDate > new Date())
        throw new AppError('CONFLICT', PROJECT_MESSAGES.notStarted);
      // Read after the lock: every contribution that got in before it has committed by now.
      const current = (await repository.findBattle(battleId, tx))!;
      const winner = winnerOf(current.left, current.right);
      await repository.closeBattle(battleId, winner, tx);
      if (early)
        await audit.record(tx, {
          actorId: early.actorId,
          action: 'greenlight.close-early',
          target: { type: 'battle', id: battleId },
          before: { endDate: held.battle.endDate.toISOString() },
          after: { winnerProjectId: winner, left: current.left.points, right: current.right.points },
        });
      return true;
    });
  }

  /**
   * A project whose pitch video may change: any while its battle has not started; once it has, only one with no
   * pitch that plays (none yet, or a failed one), so members vote on the pitch they saw; never once it closed.
   */
  async function pitchTargetOrFail(projectId: string, executor: Executor = db) {
    const held = await repository.lockBattleOfProject(projectId, executor);
    if (!held) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.projectNotFound);
    if (held.closed) throw new AppError('CONFLICT', PROJECT_MESSAGES.alreadyClosed);
    if (held.started && held.assetId && (await deps.assetStatus(held.assetId)) !== 'failed')
      throw new AppError('CONFLICT', PROJECT_MESSAGES.videoLocked);
    return held;
  }

  async function storeImage(
    projectId: string,
    type: ProjectImage['type'],
    upload: ImageUploadBody,
  ): Promise<ProjectImage> {
    const bytes = Buffer.from(upload.data, 'base64');
    const picture = PICTURES[upload.contentType];
    if (!picture.magic(bytes))
      throw new AppError('VALIDATION', PROJECT_MESSAGES.notPicture(picture.extension), {
        fields: { [type]: ['not a picture of the stated type'] },
      });
    const key = `images/projects/${projectId}/${type}-${randomUUID().slice(0, 8)}.${picture.extension}`;
    await storage.putFile(key, bytes);
    return { type, url: `/${key}` };
  }

  async function createProject(tx: Executor, input: ProjectInputValues): Promise<ProjectRow> {
    const id = randomUUID();
    const assetId = input.video.kind === 'episode' ? await deps.episodeAsset(input.video.mediaId) : null;
    const images = [
      await storeImage(id, 'packshot', input.packshot),
      await storeImage(id, 'packshot-vertical', input.packshotVertical),
    ];
    return repository.insertProject(
      { id, title: input.title, description: input.description, assetId, images },
      tx,
    );
  }

  return {
    /** GET /v5/projects/active: the running battle, else the next, else the last one closed. */
    async active(): Promise<Battle | null> {
      const current = await repository.findCurrentBattle();
      return current ? toBattle(current) : null;
    },

    async pastWinners(): Promise<PastWinner[]> {
      return (await repository.listWinners({ released: false })).map(toPastWinner);
    },

    async released(): Promise<PastWinner[]> {
      return (await repository.listWinners({ released: true })).map(toPastWinner);
    },

    async complete(): Promise<Project[]> {
      return Promise.all((await repository.listCompleteProjects()).map(toProject));
    },

    async project(projectId: string): Promise<Project> {
      const row = await repository.findProject(projectId);
      if (!row) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.projectNotFound);
      return toProject(row);
    },

    async projectPage(projectId: string): Promise<ProjectPage> {
      const found = await repository.findBattleOfProject(projectId);
      if (!found) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.projectNotFound);
      const battle = await toBattle(found);
      const project = found.left.id === projectId ? battle.leftProject : battle.rightProject;
      return { project, battle, winner: found.battle.winnerProjectId === projectId };
    },

    /**
     * POST /v5/projects/{projectId}/{amount}: refusals are Amount errors. A repeated Idempotency-Key answers with
     * the first contribution's result and spends nothing more.
     */
    async contribute(
      claims: AccessClaims,
      idempotencyKey: string | undefined,
      projectId: string,
      amountText: string,
    ): Promise<Contribution> {
      if (!/^-?\d{1,15}$/.test(amountText.trim())) throw amountError(PROJECT_MESSAGES.notWhole);
      const amount = Number(amountText.trim());
      const { userId, familyId } = claims;
      const run = { userId, scope: CONTRIBUTION_SCOPE, key: idempotencyKey };
      const { value: result, replayed } = await deps.runOnce(run, async (key) => {
        const { sessionOpen, battle, spent } = await contribution({
          projectId,
          userId,
          familyId,
          // No battle's limits reach beyond an integer: such an amount is sent as null, which spends nothing, and
          // the checks below say why.
          amount: Math.abs(amount) <= MAX_INTEGER ? amount : null,
          reference: `contribution:${userId}:${key}`,
          idempotencyKey: key,
        });
        if (!sessionOpen) throw unauthorized();
        if (!battle) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.projectNotFound);
        if (!battle.active) throw amountError(PROJECT_MESSAGES.notActive);
        if (amount < battle.minContribution)
          throw amountError(PROJECT_MESSAGES.belowMinimum(battle.minContribution));
        if (amount > battle.maxContribution)
          throw amountError(PROJECT_MESSAGES.aboveMaximum(battle.maxContribution));
        if (!spent) throw amountError(PROJECT_MESSAGES.notEnough((await points.get(userId)).pointsAvailable));
        return { battleId: battle.battleId, ...spent };
      });
      if (!replayed) {
        deps.metrics.count('contributions');
        events.emit('greenlight.totals', { battleId: result.battleId, projectId, points: result.points });
      }
      return { projectId, points: result.points, pointsAvailable: result.pointsAvailable };
    },

    /** Closes every battle whose end has come, recording its winner. */
    async closeDue(): Promise<number> {
      let closed = 0;
      for (const battleId of await repository.dueBattleIds()) {
        if (await close(battleId)) {
          closed += 1;
          events.emit('greenlight.changed', { battleId });
        }
      }
      return closed;
    },

    // ---- Console ----

    async list(): Promise<AdminBattle[]> {
      return Promise.all((await repository.listBattles()).map(toAdminBattle));
    },

    async find(battleId: string): Promise<AdminBattle> {
      const battle = await findBattleOrFail(battleId);
      return toAdminBattle({ ...battle, contributions: await repository.countContributions(battleId) });
    },

    async create(actorId: string, body: CreateBattle): Promise<AdminBattle> {
      const battleId = await db.transaction(async (tx) => {
        const left = await createProject(tx, body.leftProject);
        const right = await createProject(tx, body.rightProject);
        const battle = await repository.insertBattle(
          {
            leftProjectId: left.id,
            rightProjectId: right.id,
            startDate: new Date(body.startDate),
            endDate: new Date(body.endDate),
            minContribution: body.minContribution,
            maxContribution: body.maxContribution,
          },
          tx,
        );
        await audit.record(tx, {
          actorId,
          action: 'greenlight.create',
          target: { type: 'battle', id: battle.id },
          after: {
            left: left.title,
            right: right.title,
            startDate: body.startDate,
            endDate: body.endDate,
            minContribution: body.minContribution,
            maxContribution: body.maxContribution,
          },
        });
        return battle.id;
      });
      await scheduleClose(new Date(body.endDate));
      events.emit('greenlight.changed', { battleId });
      return this.find(battleId);
    },

    /** Moves a battle's dates or limits; a closed battle stays as it ended. */
    async schedule(actorId: string, battleId: string, schedule: BattleSchedule): Promise<AdminBattle> {
      await db.transaction(async (tx) => {
        const held = await repository.lockBattle(battleId, tx);
        if (!held) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.battleNotFound);
        if (held.battle.closedAt) throw new AppError('CONFLICT', PROJECT_MESSAGES.alreadyClosed);
        const values = {
          startDate: new Date(schedule.startDate),
          endDate: new Date(schedule.endDate),
          minContribution: schedule.minContribution,
          maxContribution: schedule.maxContribution,
        };
        await repository.updateBattle(battleId, values, tx);
        await audit.record(tx, {
          actorId,
          action: 'greenlight.schedule',
          target: { type: 'battle', id: battleId },
          before: {
            startDate: held.battle.startDate.toISOString(),
            endDate: held.battle.endDate.toISOString(),
            minContribution: held.battle.minContribution,
            maxContribution: held.battle.maxContribution,
          },
          after: schedule,
        });
      });
      await scheduleClose(new Date(schedule.endDate));
      events.emit('greenlight.changed', { battleId });
      return this.find(battleId);
    },

    async closeEarly(actorId: string, battleId: string): Promise<AdminBattle> {
      await close(battleId, { actorId });
      events.emit('greenlight.changed', { battleId });
      return this.find(battleId);
    },

    /** Refuses a pitch upload before any byte is sent: an unknown project, or one whose pitch may not change. */
    async assertVideoTarget(projectId: string): Promise<void> {
      await pitchTargetOrFail(projectId);
    },

    /** A finished upload becomes the project's pitch video, transcoded; it replaces the pitch it had. */
    async attachVideo(actorId: string, projectId: string, upload: FinishedUpload): Promise<void> {
      const { battleId } = await pitchTargetOrFail(projectId);
      await deps.assetFromUpload(upload, (assetId) =>
        db.transaction(async (tx) => {
          const held = await pitchTargetOrFail(projectId, tx);
          await repository.updateProject(projectId, { assetId }, tx);
          await audit.record(tx, {
            actorId,
            action: 'greenlight.project-video',
            target: { type: 'project', id: projectId },
            ...videoChange(held.assetId, assetId, upload),
          });
        }),
      );
      events.emit('greenlight.changed', { battleId });
    },

    /** A project title per pitch asset, for the console's list of uploads. */
    async titlesByAsset(assetIds: readonly string[]): Promise<Map<string, string>> {
      const rows = await repository.findTitlesByAssets([...new Set(assetIds)]);
      return new Map(rows.flatMap((row) => (row.assetId ? [[row.assetId, row.title] as const] : [])));
    },

    /** A pitch's transcode is done: pages showing its battle read it again, now with the video. */
    async pitchReady(assetId: string): Promise<void> {
      for (const battleId of await repository.battleIdsPitching(assetId))
        events.emit('greenlight.changed', { battleId });
    },

    /** Links a closed battle's winner to the episode or season it became. */
    async linkWinner(actorId: string, battleId: string, link: LinkWinner): Promise<AdminBattle> {
      const { battle } = await findBattleOrFail(battleId);
      if (!battle.closedAt || !battle.winnerProjectId)
        throw new AppError('CONFLICT', PROJECT_MESSAGES.noWinner);
      const { mediaId, seasonId } = link;
      if (mediaId !== null) await deps.assertMedia(mediaId);
      if (seasonId !== null) await deps.assertSeason(seasonId);
      const winnerProjectId = battle.winnerProjectId;
      await db.transaction(async (tx) => {
        await repository.updateProject(winnerProjectId, { mediaId, seasonId }, tx);
        await audit.record(tx, {
          actorId,
          action: 'greenlight.link-winner',
          target: { type: 'project', id: winnerProjectId },
          after: { mediaId, seasonId },
        });
      });
      events.emit('greenlight.changed', { battleId });
      return this.find(battleId);
    },

    /** The demo's projects by title, for the demo job that gives them videos and releases. */
    async demoProjects(titles: string[]): Promise<Map<string, string>> {
      const rows = await repository.findProjectsByTitle(titles);
      return new Map(rows.map((row) => [row.title, row.id]));
    },

    /** Gives a project its pitch video (a pipeline asset) or the release a winner became, without the console. */
    async setDemoDetails(
      projectId: string,
      details: { assetId?: string; mediaId?: number; seasonId?: number },
    ): Promise<void> {
      await repository.updateProject(projectId, details);
      const found = await repository.findBattleOfProject(projectId);
      if (found) events.emit('greenlight.changed', { battleId: found.battle.id });
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
