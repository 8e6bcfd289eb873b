import type { MemberSummary } from '@crewcast/contracts/members';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ConsoleFrame } from '../components/console-frame';
import { MEMBERS_PAGE_SIZE, useSearchMembers } from './api/search-members';
import { AccountTypeLabel, MemberStatePills } from './components/member-labels';
import './members.css';

const SEARCH_DEBOUNCE_MS = 400;

/** /admin/members: find members by part of their email or display name, a page at a time. */
export function MembersPage() {
  const { t } = useI18n();
  // The search and page live in the address, so going back from a member returns to the same results.
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('search') ?? '');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const results = useSearchMembers({ search, page });
  const pages = results.data ? Math.max(1, Math.ceil(results.data.total / MEMBERS_PAGE_SIZE)) : 1;
  const goTo = (next: number) =>
    setParams({ ...(typed ? { search: typed } : {}), ...(next > 1 ? { page: String(next) } : {}) });

  return (
    <ConsoleFrame title={t('console.members.title')} lead={t('console.members.lead')}>
      <form className="console-toolbar" role="search" onSubmit={(event) => event.preventDefault()}>
        <Input
          className="members__search"
          type="search"
          label={t('console.members.search')}
          hint={t('console.members.search.hint')}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setParams(event.target.value ? { search: event.target.value } : {}, { replace: true });
          }}
        />
      </form>
      {results.isPending ? (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            {t('common.loading')}
          </p>
          <Skeleton height={320} />
        </div>
      ) : results.isError ? (
        <ErrorState onRetry={() => results.refetch()} />
      ) : results.data.members.length === 0 ? (
        <EmptyState
          title={t('console.members.empty.title')}
          body={t(search ? 'console.members.empty.search' : 'console.members.empty.body')}
        />
      ) : (
        <>
          <p className="members__count" role="status">
            {t(countSlug('console.members.count', results.data.total), results.data.total)}
          </p>
          <div
            className="console-table-wrap"
            role="region"
            aria-label={t('console.table.label')}
            tabIndex={0}
          >
            <table className="console-table members__table">
              <caption className="visually-hidden">{t('console.members.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('console.members.column.member')}</th>
                  <th scope="col">{t('console.members.column.type')}</th>
                  <th scope="col" className="members__joined">
                    {t('console.members.column.joined')}
                  </th>
                  <th scope="col">{t('console.members.column.state')}</th>
                </tr>
              </thead>
              <tbody>
                {results.data.members.map((member) => (
                  <MemberRow key={member.userId} member={member} />
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav className="members__pager" aria-label={t('console.members.pages')}>
              <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('console.members.previous')}
              </Button>
              <span>{t('console.members.page', String(page), String(pages))}</span>
              <Button
                variant="secondary"
                disabled={page >= pages}
                pending={results.isPlaceholderData}
                onClick={() => goTo(page + 1)}
              >
                {t('console.members.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </ConsoleFrame>
  );
}

function MemberRow({ member }: { member: MemberSummary }) {
  const { locale } = useI18n();
  return (
    <tr>
      <td>
        <Link className="members__name" to={`/admin/members/${member.userId}`}>
          {member.displayName}
        </Link>
        <span className="members__email">{member.email}</span>
      </td>
      <td>
        <AccountTypeLabel accountType={member.accountType} />
      </td>
      <td className="members__joined">
        <time dateTime={member.created}>
          {new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(member.created))}
        </time>
      </td>
      <td>
        <MemberStatePills member={member} />
      </td>
    </tr>
  );
}
