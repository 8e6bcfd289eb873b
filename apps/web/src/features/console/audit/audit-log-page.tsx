import type { AuditEntry } from '@crewcast/contracts/audit';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useConsoleColumns } from '../components/console-columns';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleFilters, FilterInput } from '../components/console-filters';
import { ConsoleList } from '../components/console-list';
import { useAddressFilters } from '../components/use-address-filters';
import { useAuditLog } from './api/get-audit-log';
import './audit-log-page.css';

const FILTERS = ['action', 'targetType', 'targetId'] as const;

/** /admin/audit: every change made through the console, newest first, filtered by action or target. */
export function AuditLogPage() {
  const { t } = useI18n();
  const { time } = useConsoleColumns();
  const filters = useAddressFilters(FILTERS);
  const log = useAuditLog(filters.applied);

  return (
    <ConsoleFrame title={t('console.audit.title')} lead={t('console.audit.lead')}>
      <ConsoleFilters>
        <FilterInput
          label={t('console.audit.filter.action')}
          hint={t('console.audit.filter.action.hint')}
          filters={filters}
          name="action"
        />
        <FilterInput label={t('console.audit.filter.targetType')} filters={filters} name="targetType" />
        <FilterInput label={t('console.audit.filter.targetId')} filters={filters} name="targetId" />
      </ConsoleFilters>
      <ConsoleList
        query={log}
        empty={{ title: t('console.audit.empty.title'), body: t('console.audit.empty.body') }}
        caption={t('console.audit.title')}
        rows={(pages) => pages.pages.flatMap((page) => page.entries)}
        rowKey={(entry) => entry.id}
        columns={[
          time('when', t('console.audit.column.when'), (entry: AuditEntry) => entry.created, true),
          {
            key: 'who',
            header: t('console.audit.column.who'),
            cell: (entry) =>
              entry.actor.displayName ||
              t(entry.actor.userId === null ? 'console.audit.server' : 'console.audit.formerAccount'),
          },
          {
            key: 'what',
            header: t('console.audit.column.what'),
            cell: (entry) => <code>{entry.action}</code>,
          },
          {
            key: 'target',
            header: t('console.audit.column.target'),
            cell: (entry) => (
              <>
                {entry.target.type} <code className="audit-log__id">{entry.target.id}</code>
              </>
            ),
          },
          {
            key: 'change',
            header: t('console.audit.column.change'),
            cell: (entry) => <AuditChange entry={entry} />,
          },
        ]}
        below={() =>
          log.hasNextPage && (
            <Button
              variant="secondary"
              className="audit-log__more"
              pending={log.isFetchingNextPage}
              onClick={() => log.fetchNextPage()}
            >
              {t('console.audit.more')}
            </Button>
          )
        }
      />
    </ConsoleFrame>
  );
}

const describeValue = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 1);

function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t } = useI18n();
  return (
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
  );
}
