import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '@/components/ui/icons';
import { SearchForm } from '@/features/search/components/search-form';
import { SEARCH_PARAM, searchWords } from '@/features/search/search-words';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { useIsAuthenticated } from '@/lib/use-session';

/**
 * Search from the top bar, for signed-in members (search is theirs, like browse): a box that opens the search
 * page with the words, or on phones a button to it. The search page has its own box, so this one steps aside there.
 */
export function MenuSearch({ compact }: { compact: boolean }) {
  const t = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [typed, setTyped] = useState('');
  if (!useIsAuthenticated() || pathname === paths.search()) return null;

  if (compact)
    return (
      <Link className="site-menu__search-link" to={paths.search()} aria-label={t('search.open')}>
        <SearchIcon />
      </Link>
    );

  function submit() {
    const words = searchWords(typed);
    setTyped('');
    void navigate(
      words ? `${paths.search()}?${new URLSearchParams({ [SEARCH_PARAM]: words })}` : paths.search(),
    );
  }

  return (
    <SearchForm
      variant="bar"
      value={typed}
      onChange={setTyped}
      onSubmit={submit}
      placeholder={t('search.menuPlaceholder')}
    />
  );
}
