import type { MemberSummary } from '@crewcast/contracts/members';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { useConsoleColumns } from '../components/console-columns';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleFilters, SearchFilter } from '../components/console-filters';
import { ConsoleList } from '../components/console-list';
import { useAddressFilters } from '../components/use-address-filters';
import { MEMBERS_PAGE_SIZE, useSearchMembers } from './api/search-members';
import { AccountTypeLabel, MemberStatePills } from './components/member-labels';
import './members.css';

const FILTERS = ['search'] as const;

/** /admin/members: find members by part of their email or display name, a page at a time. */
export function MembersPage() {
  const { t } = useI18n();
  const { time } = useConsoleColumns();
  // The search and page live in the address, so going back from a member returns to the same results.
  const filters = useAddressFilters(FILTERS);
  const { search } = filters.applied;
  const page = filters.page;
  const results = useSearchMembers({ search, page });
  const pages = results.data ? Math.max(1, Math.ceil(results.data.total / MEMBERS_PAGE_SIZE)) : 1;

  return (
    <ConsoleFrame title={t('console.members.title')} lead={t('console.members.lead')}>
      <ConsoleFilters>
        <SearchFilter
          className="members__search"
          label={t('console.members.search')}
          hint={t('console.members.search.hint')}
          filters={filters}
        />
      </ConsoleFilters>
      <ConsoleList
        query={results}
        loadingHeight={320}
        empty={{
          title: t('console.members.empty.title'),
          body: t(search ? 'console.members.empty.search' : 'console.members.empty.body'),
        }}
        above={(found) => (
          <p className="members__count" role="status">
            {t(countSlug('console.members.count', found.total), found.total)}
          </p>
        )}
        caption={t('console.members.title')}
        rows={(found) => found.members}
        rowKey={(member) => member.userId}
        columns={[
          {
            key: 'member',
            header: t('console.members.column.member'),
            cell: (member) => (
              <>
                <Link className="members__name" to={`/admin/members/${member.userId}`}>
                  {member.displayName}
                </Link>
                <span className="members__email">{member.email}</span>
              </>
            ),
          },
          {
            key: 'type',
            header: t('console.members.column.type'),
            cell: (member) => <AccountTypeLabel accountType={member.accountType} />,
          },
          time('joined', t('console.members.column.joined'), (member: MemberSummary) => member.created),
          {
            key: 'state',
            header: t('console.members.column.state'),
            cell: (member) => <MemberStatePills member={member} />,
          },
        ]}
        below={() =>
          pages > 1 && (
            <nav className="members__pager" aria-label={t('console.members.pages')}>
              <Button variant="secondary" disabled={page <= 1} onClick={() => filters.goTo(page - 1)}>
                {t('console.members.previous')}
              </Button>
              <span>{t('console.members.page', String(page), String(pages))}</span>
              <Button
                variant="secondary"
                disabled={page >= pages}
                pending={results.isPlaceholderData}
                onClick={() => filters.goTo(page + 1)}
              >
                {t('console.members.next')}
              </Button>
            </nav>
          )
        }
      />
    </ConsoleFrame>
  );
}
