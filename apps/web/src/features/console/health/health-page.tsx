import type { AdminHealth, JobFailure, JobQueueHealth } from '@crewcast/contracts/health';
import { useMemo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { ConsoleTime, useConsoleColumns } from '../components/console-columns';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleQuery } from '../components/console-query';
import { ConsoleTable } from '../components/console-table';
import { useStaffAction } from '../components/use-staff-action';
import { useHealth, useRetryJob } from './api/get-health';
import { analyticsKeepUp, healthProblems } from './health-problems';
import '@/components/ui/status-pill.css';
import './health-page.css';

/** /admin/health: what the server sees now, section by section, and the jobs that failed with a retry each. */
export function HealthPage() {
  const { t } = useI18n();
  const health = useHealth();
  return (
    <ConsoleFrame title={t('console.health.title')} lead={t('console.health.lead')} role="official">
      <ConsoleQuery query={health} loadingHeight={480}>
        {(report) => <HealthReport report={report} />}
      </ConsoleQuery>
    </ConsoleFrame>
  );
}

function useBytes() {
  const { locale } = useI18n();
  return useMemo(() => {
    const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
    const formats = units.map(
      (unit) => new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }),
    );
    return (bytes: number) => {
      const step = Math.min(units.length - 1, Math.max(0, Math.floor(Math.log10(Math.max(bytes, 1)) / 3)));
      return formats[step]!.format(bytes / 1000 ** step);
    };
  }, [locale]);
}

function HealthReport({ report }: { report: AdminHealth }) {
  const { t } = useI18n();
  const formats = useFormats();
  const bytes = useBytes();
  const problems = healthProblems(report);
  const { ffmpeg, database, redis, storage, mail, live, realtime, analytics } = report;
  const never = t('console.health.never');

  return (
    <div className="health">
      <p className="health__checked" role="status">
        {problems.length === 0
          ? t('console.health.allWell', formats.dateTime(report.checkedAt))
          : t('console.health.problems', formats.dateTime(report.checkedAt))}
      </p>
      {problems.length > 0 && (
        <ul className="health__problems">
          {problems.map((slug) => (
            <li key={slug}>{t(slug)}</li>
          ))}
        </ul>
      )}

      <div className="health__sections">
        <HealthSection id="ffmpeg" title={t('console.health.ffmpeg')} ok={ffmpeg.found}>
          {ffmpeg.found ? (
            <Figures
              rows={[
                [t('console.health.ffmpeg.version'), ffmpeg.version],
                [t('console.health.ffmpeg.path'), <code key="ffmpeg">{ffmpeg.ffmpegPath}</code>],
                [t('console.health.ffprobe.path'), <code key="ffprobe">{ffmpeg.ffprobePath}</code>],
                ...(ffmpeg.capabilities
                  ? [
                      [
                        t('console.health.ffmpeg.missing'),
                        ffmpeg.capabilities
                          .filter((capability) => !capability.available)
                          .map((capability) => capability.name)
                          .join(', ') || t('console.health.none'),
                      ] as const,
                    ]
                  : []),
              ]}
            />
          ) : (
            <p className="health__error">{ffmpeg.error}</p>
          )}
        </HealthSection>

        <HealthSection id="database" title={t('console.health.database')} ok>
          <Figures
            rows={[
              [t('console.health.database.version'), database.version],
              [t('console.health.database.size'), bytes(database.sizeBytes)],
              [
                t('console.health.database.connections'),
                t(
                  'console.health.ofMax',
                  formats.number(database.connections),
                  formats.number(database.maxConnections),
                ),
              ],
            ]}
          />
        </HealthSection>

        <HealthSection id="redis" title={t('console.health.redis')} ok={!redis.configured || redis.reachable}>
          {!redis.configured ? (
            <p>{t('console.health.redis.off')}</p>
          ) : redis.reachable ? (
            <Figures
              rows={[
                [t('console.health.state'), t('console.health.redis.reachable')],
                [t('console.health.redis.version'), redis.version ?? '—'],
              ]}
            />
          ) : (
            <p className="health__error">{t('console.health.redis.unreachable', redis.error ?? '')}</p>
          )}
        </HealthSection>

        <HealthSection
          id="storage"
          title={t('console.health.storage')}
          ok={!problems.includes('console.health.problem.disk')}
        >
          <Figures
            rows={[
              [
                t('console.health.storage.kind'),
                t(storage.kind === 'local' ? 'console.health.storage.local' : 'console.health.storage.s3'),
              ],
              [t('console.health.storage.location'), <code key="where">{storage.location}</code>],
              ...(storage.kind === 'local'
                ? [
                    [
                      t('console.health.storage.free'),
                      t('console.health.ofMax', bytes(storage.freeBytes), bytes(storage.totalBytes)),
                    ] as const,
                  ]
                : []),
            ]}
          />
        </HealthSection>

        <HealthSection id="mail" title={t('console.health.mail')} ok={mail.failedLastDay === 0}>
          <Figures
            rows={[
              [
                t('console.health.mail.transport'),
                t(mail.transport === 'smtp' ? 'console.health.mail.smtp' : 'console.health.mail.outbox'),
              ],
              [
                t('console.health.mail.last'),
                mail.lastDeliveredAt ? formats.dateTime(mail.lastDeliveredAt) : never,
              ],
              [t('console.health.failedLastDay'), formats.number(mail.failedLastDay)],
            ]}
          />
        </HealthSection>

        <HealthSection id="live" title={t('console.health.live')} ok={live.lastError === null}>
          <Figures
            rows={[
              [
                t('console.health.live.port'),
                live.port === null ? t('console.health.live.off') : String(live.port),
              ],
              [t('console.health.live.encoders'), formats.number(live.encoders)],
              [t('console.health.live.packagers'), formats.number(live.packagers)],
              [t('console.health.live.recovered'), formats.number(live.recordingsRecovered)],
              [
                t('console.health.live.lastError'),
                live.lastError
                  ? t('console.health.at', live.lastError.message, formats.dateTime(live.lastError.at))
                  : t('console.health.none'),
              ],
            ]}
          />
        </HealthSection>

        <HealthSection id="realtime" title={t('console.health.realtime')} ok>
          <Figures
            rows={[
              [t('console.health.realtime.sockets'), formats.number(realtime.sockets)],
              [t('console.health.realtime.rooms'), formats.number(realtime.rooms)],
            ]}
          />
        </HealthSection>

        <HealthSection id="analytics" title={t('console.health.analytics')} ok={analyticsKeepUp(report)}>
          <Figures
            rows={[
              [t('console.health.analytics.rollup'), formats.number(analytics.rollupDaysBehind)],
              [
                t('console.health.analytics.sampleAge'),
                t(
                  'console.health.analytics.seconds',
                  formats.number(analytics.liveSampleAgeSeconds),
                  formats.number(analytics.liveSampleSeconds),
                ),
              ],
            ]}
          />
        </HealthSection>
      </div>

      <JobQueues jobs={report.jobs} />
      <Nodes nodes={report.nodes} bytes={bytes} />
    </div>
  );
}

/** A part of the report under its heading; a service's part says whether it is well (`ok`). */
function HealthSection({
  id,
  title,
  ok,
  className = 'health__section',
  children,
}: {
  id: string;
  title: string;
  ok?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <section className={className} aria-labelledby={`health-${id}`} data-testid={`health-${id}`}>
      <h2 id={`health-${id}`} className="health__heading">
        {title}
        {ok !== undefined && (
          <span className={`status-pill ${ok ? 'status-pill--positive' : 'status-pill--danger'}`}>
            {t(ok ? 'console.health.ok' : 'console.health.attention')}
          </span>
        )}
      </h2>
      {children}
    </section>
  );
}

function Figures({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="health__figures">
      {rows.map(([term, value]) => (
        <div key={term} className="health__figure">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface FailedJob extends JobFailure {
  job: string;
}

function JobQueues({ jobs }: { jobs: readonly JobQueueHealth[] }) {
  const { t } = useI18n();
  const formats = useFormats();
  const { count, time } = useConsoleColumns();
  const retry = useRetryJob();
  const act = useStaffAction();
  const failures: FailedJob[] = jobs
    .flatMap((queue) => queue.failures.map((failure) => ({ ...failure, job: queue.name })))
    .sort((a, b) => b.failedAt.localeCompare(a.failedAt));

  return (
    <HealthSection id="jobs" className="health__jobs" title={t('console.health.jobs')}>
      <ConsoleTable
        caption={t('console.health.jobs.caption')}
        label={t('console.health.jobs')}
        rows={jobs}
        rowKey={(queue) => queue.name}
        columns={[
          { key: 'name', header: t('console.health.jobs.name'), cell: (queue) => <code>{queue.name}</code> },
          count('waiting', t('console.health.jobs.waiting'), (queue: JobQueueHealth) => queue.waiting),
          count('active', t('console.health.jobs.active'), (queue: JobQueueHealth) => queue.active),
          count('failed', t('console.health.failedLastDay'), (queue: JobQueueHealth) => queue.failedLastDay),
        ]}
      />
      <h3 className="health__subheading">{t('console.health.failures')}</h3>
      {failures.length === 0 ? (
        <p>{t('console.health.failures.none')}</p>
      ) : (
        <ConsoleTable
          caption={t('console.health.failures')}
          label={t('console.health.failures')}
          rows={failures}
          rowKey={(failure) => failure.id}
          rowProps={() => ({ 'data-testid': 'health-failure' })}
          columns={[
            {
              key: 'job',
              header: t('console.health.jobs.name'),
              cell: (failure) => <code>{failure.job}</code>,
            },
            time('when', t('console.health.failures.when'), (failure: FailedJob) => failure.failedAt, true),
            {
              key: 'reason',
              header: t('console.health.failures.reason'),
              cell: (failure) => <span className="health__reason">{failure.reason}</span>,
            },
            {
              key: 'next',
              header: t('console.health.failures.next'),
              cell: (failure) =>
                failure.nextAttemptAt ? (
                  <ConsoleTime at={failure.nextAttemptAt} withTime />
                ) : (
                  t('console.health.failures.gaveUp')
                ),
            },
          ]}
          actions={{
            header: t('console.health.failures.actions'),
            cell: (failure) =>
              failure.retryable ? (
                <Button
                  variant="secondary"
                  aria-label={t(
                    'console.health.retry.named',
                    failure.job,
                    formats.dateTime(failure.failedAt),
                  )}
                  onClick={() =>
                    act({
                      run: () => retry.mutateAsync(failure.id),
                      done: t('console.health.retried', failure.job),
                      failed: 'console.health.retryFailed',
                      what: 'Retrying a failed job',
                    })
                  }
                >
                  {t('console.health.retry')}
                </Button>
              ) : (
                <span className="health__note">{t('console.health.notRetryable')}</span>
              ),
          }}
        />
      )}
    </HealthSection>
  );
}

type HealthNode = AdminHealth['nodes'][number];

function Nodes({ nodes, bytes }: { nodes: AdminHealth['nodes']; bytes: (value: number) => string }) {
  const { t } = useI18n();
  const { time } = useConsoleColumns();
  return (
    <HealthSection id="nodes" className="health__nodes" title={t('console.health.nodes')}>
      <ConsoleTable
        caption={t('console.health.nodes')}
        label={t('console.health.nodes')}
        rows={nodes}
        rowKey={(node) => `${node.hostname}:${node.pid}`}
        columns={[
          { key: 'host', header: t('console.health.nodes.host'), cell: (node) => node.hostname },
          { key: 'pid', header: t('console.health.nodes.pid'), cell: (node) => String(node.pid) },
          time('started', t('console.health.nodes.started'), (node: HealthNode) => node.startedAt, true),
          { key: 'node', header: t('console.health.nodes.node'), cell: (node) => node.nodeVersion },
          {
            key: 'memory',
            header: t('console.health.nodes.memory'),
            cell: (node) => bytes(node.memoryBytes),
          },
        ]}
      />
    </HealthSection>
  );
}
