import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { EnvironmentError } from './environment-error';
import { jobHeartbeats, jobProgress } from './jobs.schema';

export interface JobContext {
  id: string;
  /** Records how far the job is, 0-100, for progress bars. */
  progress(percent: number): Promise<void>;
  /**
   * Aborted once this attempt no longer owns the job: it ran past its expiry (the queue has handed the job back),
   * or a retry of the same job started in this process. The handler stops its work (kills its child processes).
   */
  signal: AbortSignal;
}

export interface JobDefinition<Data extends object> {
  name: string;
  handler: (data: Data, context: JobContext) => Promise<void>;
  /** Attempts after the first; each waits longer than the last. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Jobs fetched per poll; a worker sleeps between polls, so batches carry throughput. */
  batchSize?: number;
  /** After a full batch the next is fetched at once rather than after the polling interval: backlogs drain. */
  drain?: boolean;
  /** Cron expression (UTC) for work that runs on a schedule. */
  cron?: string;
  /**
   * How long an attempt may run before the queue takes the job back and retries it (15 minutes by default, at
   * most just under a day): jobs that may run longer say so. A node killed mid-job is found by its missing
   * heartbeat long before this.
   */
  expireInSeconds?: number;
  /** The data holds secrets (codes, links): it is emptied once the job is done or has failed for good. */
  dataHoldsSecrets?: boolean;
}

export interface JobRunnerOptions {
  connectionString: string;
  db: Database;
  log: Logger;
  /** How often the node looks for jobs ready to start (sent by other nodes, retries, schedules). */
  pollingIntervalSeconds?: number;
  /** How often a running job's node says it is still at work (and lost jobs are looked for). */
  heartbeatSeconds?: number;
}

/** The advisory lock nodes take turns under while they create the job queues. */
const QUEUES_LOCK = 7_302_215;

/**
 * How often each queue's worker fetches on its own. Between, the node's one look at every queue (every
 * `pollingIntervalSeconds`) wakes the workers whose queues hold a job ready to start: one query, where a fetch by
 * every queue's worker every 2 s cost an idle node with its database about 1 % of a core more.
 */
const WORKER_POLL_SECONDS = 30;

/** A job whose node has missed this many heartbeats in a row counts as lost, and is retried. */
const MISSED_BEATS = 3;
/** How long after its expiry an attempt that is still running is stopped. */
const EXPIRY_GRACE_MS = 1_000;
/** The columns pg-boss copies as it archives a job (its `archive` plan). */
export const ARCHIVED_JOB_COLUMNS =
  'id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff, start_after, ' +
  'started_on, singleton_key, singleton_on, expire_in, created_on, completed_on, keep_until, dead_letter, policy, output';
export const LOST_JOB_MESSAGE = 'The server running this job stopped before it finished.';

/** How many of a job's latest failures the overview lists. */
const LATEST_FAILURES = 5;

/**
 * A failure of the last day: a job that failed for good, or one whose last attempt failed and that waits for its
 * next (`nextAttemptAt`).
 */
export interface JobFailureSummary {
  id: string;
  failedAt: Date;
  reason: string;
  nextAttemptAt: Date | null;
  retryable: boolean;
}

/** One job's queue: what waits, what runs, what failed for good in the last day, and the latest failures. */
export interface JobQueueSummary {
  name: string;
  waiting: number;
  active: number;
  failedLastDay: number;
  failures: JobFailureSummary[];
}

/** Why a failed job cannot be run again, or undefined once it is queued again. */
export type RetryRefusal = 'not-found' | 'data-emptied';

/** Named jobs on the same PostgreSQL (pg-boss): retries with backoff, schedules, progress; survives restarts. */
export function createJobRunner({
  connectionString,
  db,
  log,
  pollingIntervalSeconds = 2,
  heartbeatSeconds = 10,
}: JobRunnerOptions) {
  // Maintenance retries jobs left active by a node that died once they expire; every 15 s, not 2 minutes.
  const boss = new PgBoss({
    connectionString,
    max: 4,
    application_name: 'crewcast-jobs',
    maintenanceIntervalSeconds: 15,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const definitions = new Map<string, JobDefinition<object>>();
  /** Each queue's worker, by the queue's name. */
  const workers = new Map<string, string>();
  let started = false;
  let lostJobSweep: NodeJS.Timeout | undefined;
  /** The next look for ready jobs, while the runner works. */
  let readyLook: NodeJS.Timeout | undefined;
  /** The attempt of each job running in this process, so a retry can stop what is left of the one before. */
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  const failureListeners: ((name: string) => void)[] = [];

  function beat(jobId: string, queue: string) {
    return db
      .insert(jobHeartbeats)
      .values({ jobId, queue })
      .onConflictDoUpdate({ target: jobHeartbeats.jobId, set: { beatAt: sql`now()` } });
  }

  /** Hands back to the queue (as a failed attempt, so retry limits hold) every job whose node went silent. */
  async function retryLostJobs(): Promise<void> {
    const names = [...definitions.keys()];
    if (names.length === 0) return;
    const lost = await db.execute<{ id: string; name: string }>(sql`
      select job.id, job.name from pgboss.job job
        left join ${jobHeartbeats} beat on beat.job_id = job.id
       where job.state = 'active' and job.name in (${sql.join(
         names.map((name) => sql`${name}`),
         sql`, `,
       )})
         and coalesce(beat.beat_at, job.started_on) < now() - make_interval(secs => ${heartbeatSeconds * MISSED_BEATS})`);
    for (const job of lost.rows) {
      log.warn({ job: job.name, jobId: job.id }, 'job lost with its server; retrying');
      await boss.fail(job.name, job.id, { message: LOST_JOB_MESSAGE });
      if (definitions.get(job.name)?.dataHoldsSecrets) await forgetDataOnceDone(job.name, job.id);
    }
    // A heartbeat outlives its job only until here (removing it as the job ends would leave a moment in which the
    // job is still active without one). Looked up by queue and id, the job table's key, not by reading it whole.
    await db.execute(sql`delete from ${jobHeartbeats} beat where not exists
      (select 1 from pgboss.job job where job.name = beat.queue and job.id = beat.job_id and job.state = 'active')`);
  }

  /**
   * Gives every job that failed for good because of the machine (an EnvironmentError: a missing binary or
   * capability) another attempt, since the machine may have changed since the last start. Jobs pg-boss has
   * archived meanwhile are brought back first. Each is claimed by clearing its mark, so of several nodes starting
   * together one retries it.
   */
  async function retryEnvironmentFailures(names: string[]): Promise<void> {
    const columns = sql.raw(ARCHIVED_JOB_COLUMNS);
    const marked = sql`state = 'failed' and output->>'environment' = 'true' and name in (${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )})`;
    const retried = await db.transaction(async (tx) => {
      await tx.execute(sql`with moved as (delete from pgboss.archive where ${marked} returning ${columns})
        insert into pgboss.job (${columns}) select ${columns} from moved`);
      return tx.execute<{ id: string; name: string }>(sql`
        update pgboss.job set state = 'retry', retry_limit = retry_limit + 1, start_after = now(),
               keep_until = greatest(keep_until, now() + interval '14 days'), output = output - 'environment'
         where ${marked} returning id, name`);
    });
    for (const job of retried.rows)
      log.info(
        { job: job.name, jobId: job.id },
        'retrying a job that failed for want of a binary or capability',
      );
  }

  /** Empties a job's data if it has finished: completed, or failed with no attempt left. */
  async function forgetDataOnceDone(name: string, jobId: string): Promise<void> {
    // By name too: the job table is split by queue, and only (name, id) is indexed.
    await db.execute(sql`update pgboss.job set data = null
                          where name = ${name} and id = ${jobId} and state in ('completed', 'failed')`);
  }

  async function setProgress(jobId: string, queue: string, percent: number) {
    const value = Math.max(0, Math.min(100, Math.round(percent)));
    await db
      .insert(jobProgress)
      .values({ jobId, queue, percent: value })
      .onConflictDoUpdate({ target: jobProgress.jobId, set: { percent: value, updatedAt: sql`now()` } });
  }

  function queueOptions(definition: JobDefinition<object>) {
    return {
      retryLimit: definition.retryLimit ?? 3,
      retryDelay: definition.retryDelaySeconds ?? 10,
      retryBackoff: true,
      ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
    };
  }

  async function runOne(definition: JobDefinition<object>, job: PgBoss.Job<object>) {
    const previous = running.get(job.id);
    const controller = new AbortController();
    let finished!: () => void;
    const attempt = { controller, done: new Promise<void>((resolve) => (finished = resolve)) };
    running.set(job.id, attempt);
    // Just after the queue's own timer has handed the job back (stopping earlier, the attempt could end first and
    // be taken for a success).
    const expiry = setTimeout(() => controller.abort(), Number(job.expireInSeconds) * 1000 + EXPIRY_GRACE_MS);
    const heartbeat = setInterval(() => {
      beat(job.id, definition.name).catch((error: unknown) =>
        log.warn({ err: error, jobId: job.id }, 'job heartbeat failed'),
      );
    }, heartbeatSeconds * 1000);
    try {
      if (previous) {
        log.warn({ job: definition.name, jobId: job.id }, 'stopping the earlier attempt of a retried job');
        previous.controller.abort();
        await previous.done;
      }
      await runAttempt(definition, job, controller.signal);
    } finally {
      clearTimeout(expiry);
      clearInterval(heartbeat);
      if (running.get(job.id) === attempt) running.delete(job.id);
      finished();
    }
    // The queue completes a batch once its handler returns: an attempt a retry stopped waits for the attempts after
    // it, so it cannot complete the job under them.
    for (let next = running.get(job.id); next; next = running.get(job.id)) await next.done;
  }

  async function runAttempt(definition: JobDefinition<object>, job: PgBoss.Job<object>, signal: AbortSignal) {
    const context: JobContext = {
      id: job.id,
      progress: (percent) => setProgress(job.id, definition.name, percent),
      signal,
    };
    await beat(job.id, definition.name);
    try {
      await definition.handler(job.data, context);
      // A stopped attempt no longer owns the job: completing or failing it would end the attempt that replaced it.
      if (signal.aborted) return;
      await setProgress(job.id, definition.name, 100);
      // Completed here rather than after the whole batch, so its data can be emptied at once.
      if (definition.dataHoldsSecrets) await boss.complete(definition.name, job.id);
    } catch (error) {
      if (signal.aborted) {
        log.warn({ err: error, job: definition.name, jobId: job.id }, 'stopped attempt ended');
        return;
      }
      log.warn({ err: error, job: definition.name, jobId: job.id }, 'job failed');
      for (const listener of failureListeners) listener(definition.name);
      const message = error instanceof Error ? error.message : String(error);
      // Marked so the next start tries it again, once its last attempt has failed too.
      const environment = error instanceof EnvironmentError ? { environment: true } : {};
      await boss.fail(definition.name, job.id, { message, ...environment });
    }
    if (definition.dataHoldsSecrets) await forgetDataOnceDone(definition.name, job.id);
  }

  /**
   * Wakes this node's worker for the queue, if it runs one: a job that may start now starts at once, not at the
   * worker's next poll. Jobs from other nodes, retries and scheduled jobs still wait for a poll.
   */
  function wake(name: string): void {
    const worker = workers.get(name);
    if (worker) boss.notifyWorker(worker);
  }

  /** Wakes the worker of every queue this node works that holds a job ready to start, from one query. */
  async function wakeReadyQueues(): Promise<void> {
    const names = [...workers.keys()];
    if (names.length === 0) return;
    const ready = await db.execute<{ name: string }>(sql`select distinct name from pgboss.job
      where state < 'active' and start_after < now() and name in (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )})`);
    for (const { name } of ready.rows) wake(name);
  }

  /** Looks for ready jobs every `pollingIntervalSeconds` until the runner stops, one look at a time. */
  function lookForReadyJobs(): void {
    readyLook = setTimeout(() => {
      wakeReadyQueues()
        .catch((error: unknown) => log.warn({ err: error }, 'looking for ready jobs failed'))
        .finally(() => {
          if (started) lookForReadyJobs();
        });
    }, pollingIntervalSeconds * 1000);
  }

  async function send<Data extends object>(
    name: string,
    data: Data,
    options: PgBoss.SendOptions = {},
  ): Promise<string> {
    if (!definitions.has(name)) throw new Error(`No job is defined with the name ${name}.`);
    const id = await boss.send(name, data, options);
    if (!id) throw new Error(`The queue refused a ${name} job.`);
    if (options.startAfter === undefined) wake(name);
    return id;
  }

  return {
    define<Data extends object>(definition: JobDefinition<Data>): void {
      if (started) throw new Error(`Job ${definition.name} must be defined before the runner starts.`);
      definitions.set(definition.name, definition as JobDefinition<object>);
    },

    async start(): Promise<void> {
      await boss.start();
      // Nodes starting together deadlock creating the same queues at once: they take turns.
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${QUEUES_LOCK})`);
        for (const definition of definitions.values())
          await boss.createQueue(definition.name, { name: definition.name, ...queueOptions(definition) });
      });
      // A queue made by an earlier version keeps its settings unless they are brought up to date.
      for (const definition of definitions.values())
        await boss.updateQueue(definition.name, { name: definition.name, ...queueOptions(definition) });
      if (definitions.size > 0) await retryEnvironmentFailures([...definitions.keys()]);
      for (const definition of definitions.values()) {
        const batchSize = definition.batchSize ?? 5;
        const worker = await boss.work<object>(
          definition.name,
          { batchSize, pollingIntervalSeconds: Math.max(pollingIntervalSeconds, WORKER_POLL_SECONDS) },
          async (jobs) => {
            await Promise.all(jobs.map((job) => runOne(definition, job)));
            // A full batch likely leaves more waiting: the worker skips its pause before the next fetch.
            const id = workers.get(definition.name);
            if (definition.drain && jobs.length === batchSize && id) boss.notifyWorker(id);
          },
        );
        workers.set(definition.name, worker);
        if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
      }
      await retryLostJobs();
      lostJobSweep = setInterval(() => {
        retryLostJobs().catch((error: unknown) => log.warn({ err: error }, 'lost job sweep failed'));
      }, heartbeatSeconds * 1000);
      started = true;
      lookForReadyJobs();
    },

    send,

    /**
     * Queues a job unless one sent with the same key has not finished (it waits, runs, or waits for its next
     * attempt, perhaps on a node that died). Not atomic: for work that one caller at a time queues.
     */
    async sendUnlessPending<Data extends object>(name: string, key: string, data: Data): Promise<void> {
      const pending = await db.execute(sql`select 1 from pgboss.job where name = ${name}
        and singleton_key = ${key} and state in ('created', 'retry', 'active') limit 1`);
      if (pending.rows.length === 0) await send(name, data, { singletonKey: key });
    },

    /**
     * Queues many jobs of one name in one statement. A job given an id that is already queued is left out, so a
     * batch sent again after a crash adds nothing twice. Higher `priority` runs first (0 by default); `startAfter`
     * holds them until then.
     */
    async sendMany<Data extends object>(
      name: string,
      items: { id: string; data: Data }[],
      options: { priority?: number; startAfter?: Date } = {},
    ): Promise<void> {
      if (!definitions.has(name)) throw new Error(`No job is defined with the name ${name}.`);
      if (items.length === 0) return;
      const { priority, startAfter } = options;
      await boss.insert(items.map(({ id, data }) => ({ id, name, data, priority, startAfter })));
      if (startAfter === undefined) wake(name);
    },

    /** Calls `listener` with the job's name each time an attempt fails. */
    onFailure(listener: (name: string) => void): void {
      failureListeners.push(listener);
    },

    /**
     * Every defined job's queue, read from pg-boss's tables (a failure moved to its archive still counts). A
     * failure is retryable unless its data was emptied because it held secrets.
     */
    async overview(): Promise<JobQueueSummary[]> {
      const names = [...definitions.keys()].sort();
      if (names.length === 0) return [];
      const list = sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      );
      const counts = await db.execute<{ name: string; waiting: number; active: number; failed: number }>(sql`
        select name,
               count(*) filter (where state in ('created', 'retry'))::int as waiting,
               count(*) filter (where state = 'active')::int as active,
               count(*) filter (where state = 'failed' and completed_on > now() - interval '1 day')::int as failed
          from pgboss.job where name in (${list}) group by name`);
      // A job waiting for its next attempt failed in the attempt it last started.
      const failures = await db.execute<{
        id: string;
        name: string;
        failed_at: Date;
        reason: string | null;
        archived: boolean;
        next_attempt_at: Date | null;
      }>(sql`
        select id, name, failed_at, reason, archived, next_attempt_at from (
          select *, row_number() over (partition by name order by failed_at desc) as rank from (
            select id, name, completed_on as failed_at, output->>'message' as reason, false as archived,
                   null::timestamptz as next_attempt_at
              from pgboss.job where state = 'failed' and name in (${list})
            union all
            select id, name, completed_on, output->>'message', true, null
              from pgboss.archive where state = 'failed' and name in (${list})
            union all
            select id, name, started_on, output->>'message', false, start_after
              from pgboss.job where state = 'retry' and output is not null and name in (${list})
          ) failed where failed_at > now() - interval '1 day') ranked
         where rank <= ${LATEST_FAILURES} order by failed_at desc`);
      const archivedFailures = await db.execute<{ name: string; failed: number }>(sql`
        select name, count(*)::int as failed from pgboss.archive
         where state = 'failed' and completed_on > now() - interval '1 day' and name in (${list})
         group by name`);
      return names.map((name) => {
        const count = counts.rows.find((row) => row.name === name);
        const archived = archivedFailures.rows.find((row) => row.name === name)?.failed ?? 0;
        return {
          name,
          waiting: count?.waiting ?? 0,
          active: count?.active ?? 0,
          failedLastDay: (count?.failed ?? 0) + archived,
          failures: failures.rows
            .filter((row) => row.name === name)
            .map((row) => ({
              id: row.id,
              failedAt: new Date(row.failed_at),
              reason: row.reason ?? 'No reason was recorded.',
              nextAttemptAt: row.next_attempt_at ? new Date(row.next_attempt_at) : null,
              // A job that held secrets keeps its data until its last attempt has failed.
              retryable:
                !row.archived && (row.next_attempt_at !== null || !definitions.get(name)?.dataHoldsSecrets),
            })),
        };
      });
    },

    /** When a job last completed, and how many of it failed for good in the last day (archived ones too). */
    async history(name: string): Promise<{ lastCompletedAt: Date | null; failedLastDay: number }> {
      const result = await db.execute<{ last_completed: Date | null; failed: number }>(sql`
        select max(completed_on) filter (where state = 'completed') as last_completed,
               count(*) filter (where state = 'failed' and completed_on > now() - interval '1 day')::int as failed
          from (select state, completed_on from pgboss.job where name = ${name}
                union all
                select state, completed_on from pgboss.archive where name = ${name}) history`);
      const row = result.rows[0];
      return {
        lastCompletedAt: row?.last_completed ? new Date(row.last_completed) : null,
        failedLastDay: row?.failed ?? 0,
      };
    },

    /**
     * Runs a failed job again now (in `tx`, so an audit entry commits with it): one that failed for good gets one
     * more attempt, one waiting for its next attempt stops waiting. Answers the job's name, or why it cannot.
     */
    async retryFailed(id: string, tx: Executor): Promise<{ name: string } | { refused: RetryRefusal }> {
      const found = await tx.execute<{ name: string; state: string }>(
        sql`select name, state from pgboss.job where id = ${id} and state in ('failed', 'retry') for update`,
      );
      const job = found.rows[0];
      if (!job || !definitions.has(job.name)) return { refused: 'not-found' };
      if (job.state === 'retry') {
        await tx.execute(
          sql`update pgboss.job set start_after = now() where id = ${id} and name = ${job.name}`,
        );
        return { name: job.name };
      }
      if (definitions.get(job.name)?.dataHoldsSecrets) return { refused: 'data-emptied' };
      // What pg-boss's own retry does: back to 'retry', with the attempt it is owed.
      await tx.execute(sql`update pgboss.job set state = 'retry', retry_limit = retry_limit + 1, start_after = now()
                            where id = ${id} and name = ${job.name}`);
      return { name: job.name };
    },

    async status(name: string, id: string) {
      const job = await boss.getJobById(name, id, { includeArchive: true });
      if (!job) return undefined;
      const [progress] = await db.select().from(jobProgress).where(eq(jobProgress.jobId, id));
      return {
        state: job.state,
        retryCount: job.retryCount,
        output: job.output,
        percent: progress?.percent ?? 0,
      };
    },

    async stop(): Promise<void> {
      clearInterval(lostJobSweep);
      // Cleared first, so a look that ends while the queue stops sets no next one.
      const wasStarted = started;
      started = false;
      clearTimeout(readyLook);
      if (wasStarted) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
