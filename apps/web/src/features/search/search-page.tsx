import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MediaGrid, MediaGridSkeleton } from '@/components/media/media-grid';
import { ShowCard } from '@/components/media/show-card';
import { Page } from '@/components/layout/page';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCatalogSearch } from './api/search-catalog';
import { SearchForm } from './components/search-form';
import { SEARCH_DEBOUNCE_MS, SEARCH_PARAM, searchWords } from './search-words';
import '@/components/media/media-card.css';
import './search-page.css';

const SKELETON_TILES = 8;

/** Search: shows and episodes found as the member types; the words live in the URL (?q=). */
export function SearchPage() {
  const t = useTranslation();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(() => params.get(SEARCH_PARAM) ?? '');
  const words = useDebouncedValue(searchWords(typed), SEARCH_DEBOUNCE_MS);
  const search = useCatalogSearch(words);

  function type(value: string) {
    setTyped(value);
    const next = searchWords(value);
    setParams(next ? { [SEARCH_PARAM]: next } : {}, { replace: true });
  }

  const results = words ? search.data : undefined;
  const nothingFound = results && results.shows.length === 0 && results.media.length === 0;

  return (
    <Page title={t('search.title')}>
      <SearchForm
        variant="page"
        value={typed}
        onChange={type}
        placeholder={t('search.placeholder')}
        // The page exists to type into: the field is where the member lands.
        autoFocus
      />
      <p className="visually-hidden" role="status" aria-live="polite">
        {results &&
          (nothingFound
            ? t('search.none.title', words)
            : t('search.found', results.shows.length + results.media.length))}
      </p>
      {!words ? (
        <EmptyState title={t('search.idle.title')} body={t('search.idle.body')} />
      ) : search.isError && !results ? (
        <ErrorState title={t('search.failed')} onRetry={() => search.refetch()} />
      ) : !results ? (
        <MediaGridSkeleton tiles={SKELETON_TILES} />
      ) : nothingFound ? (
        <EmptyState title={t('search.none.title', words)} body={t('search.none.body')} />
      ) : (
        <div className="search-page__results" aria-busy={search.isFetching}>
          {results.shows.length > 0 && (
            <section aria-labelledby={`${headingId}-shows`}>
              <h2 id={`${headingId}-shows`} className="search-page__heading">
                {t('search.shows')}
              </h2>
              <ul className="plain-list search-page__shows">
                {results.shows.map((show) => (
                  <li key={show.id}>
                    <ShowCard show={show} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {results.media.length > 0 && (
            <section aria-labelledby={`${headingId}-episodes`}>
              <h2 id={`${headingId}-episodes`} className="search-page__heading">
                {t('search.episodes')}
              </h2>
              <MediaGrid media={results.media} />
            </section>
          )}
        </div>
      )}
    </Page>
  );
}
