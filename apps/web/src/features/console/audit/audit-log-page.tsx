import type { AuditEntry } from '@crewcast/contracts/audit';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ConsoleFrame } from '../components/console-frame';
import { useAuditLog } from './api/get-audit-log';
import './audit-log-page.css';

const FILTER_DEBOUNCE_MS = 400;

/** /admin/audit: every change made through the console, newest first, filtered by action or target. */
export function AuditLogPage() {
  const { t } = useI18n();
  const [action, setAction] = useState('');
  const [targetType, setTargetType] = useState('');
  const [targetId, setTargetId] = useState('');
  const filters = {
    action: useDebouncedValue(action.trim(), FILTER_DEBOUNCE_MS),
    targetType: useDebouncedValue(targetType.trim(), FILTER_DEBOUNCE_MS),
    targetId: useDebouncedValue(targetId.trim(), FILTER_DEBOUNCE_MS),
  };
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <ConsoleFrame title={t('console.audit.title')} lead={t('console.audit.lead')}>
      <form className="console-toolbar" role="search" onSubmit={(event) => event.preventDefault()}>
        <Input
          label={t('console.audit.filter.action')}
          hint={t('console.audit.filter.action.hint')}
          value={action}
          onChange={(event) => setAction(event.target.value)}
        />
        <Input
          label={t('console.audit.filter.targetType')}
          value={targetType}
          onChange={(event) => setTargetType(event.target.value)}
        />
        <Input
          label={t('console.audit.filter.targetId')}
          value={targetId}
          onChange={(event) => setTargetId(event.target.value)}
        />
      </form>
      {log.isPending ? (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            {t('common.loading')}
          </p>
          <Skeleton height={240} />
        </div>
      ) : log.isError ? (
        <ErrorState onRetry={() => log.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState title={t('console.audit.empty.title')} body={t('console.audit.empty.body')} />
      ) : (
        <>
          <div
            className="console-table-wrap"
            role="region"
            aria-label={t('console.table.label')}
            tabIndex={0}
          >
            <table className="console-table">
              <caption className="visually-hidden">{t('console.audit.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('console.audit.column.when')}</th>
                  <th scope="col">{t('console.audit.column.who')}</th>
                  <th scope="col">{t('console.audit.column.what')}</th>
                  <th scope="col">{t('console.audit.column.target')}</th>
                  <th scope="col">{t('console.audit.column.change')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
          {log.hasNextPage && (
            <Button
              variant="secondary"
              className="audit-log__more"
              pending={log.isFetchingNextPage}
              onClick={() => log.fetchNextPage()}
            >
              {t('console.audit.more')}
            </Button>
          )}
        </>
      )}
    </ConsoleFrame>
  );
}

const describeValue = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 1);

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, locale } = useI18n();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(entry.created),
  );
  return (
    <tr>
      <td>
        <time dateTime={entry.created}>{when}</time>
      </td>
      <td>{entry.actor.displayName || t('console.audit.formerAccount')}</td>
      <td>
        <code>{entry.action}</code>
      </td>
      <td>
        {entry.target.type} <code className="audit-log__id">{entry.target.id}</code>
      </td>
      <td>
        <dl className="audit-log__change">
          <dt>{t('console.audit.before')}</dt>
          <dd>
            <pre>{describeValue(entry.before)}</pre>
          </dd>
          <dt>{t('console.audit.after')}</dt>
          <dd>
            <pre>{describeValue(entry.after)}</pre>
          </dd>
        </dl>
      </td>
    </tr>
  );
}
