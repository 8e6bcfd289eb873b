import { useEffect } from 'react';
import { MediaGrid, MediaGridSkeleton } from '@/components/media/media-grid';
import { Page } from '@/components/layout/page';
import { useToast } from '@/components/shell/toast';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingRegion } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useLatest } from './api/get-latest';
import {
  BROWSE_FIRST_PAGE_SIZE,
  isNearBottom,
  SCROLL_RESTORE_DELAY_MS,
  shouldLoadMore,
} from './browse-paging';
import './browse-page.css';

const SKELETON_TILES = 12;

/** Where the member had scrolled to when they left browse, so coming back puts them there again. */
let leftAtScrollY: number | null = null;

/** SPEC section 2, "Browse": a grid of every episode that grows as the member scrolls. */
export function BrowsePage() {
  const t = useTranslation();
  const showToast = useToast();
  const latest = useLatest();
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError, isSuccess } = latest;

  useEffect(() => {
    if (latest.isError || isFetchNextPageError) {
      showToast({ message: t('browse.loadFailed'), tone: 'error' });
    }
  }, [latest.isError, isFetchNextPageError, showToast, t]);

  useEffect(() => {
    if (!isSuccess) return;
    function loadMoreNearBottom() {
      const nearBottom = isNearBottom({
        scrollTop: window.scrollY,
        viewportHeight: window.innerHeight,
        scrollHeight: document.documentElement.scrollHeight,
      });
      const state = { loading: isFetchingNextPage, hasMore: hasNextPage, failed: isFetchNextPageError };
      // A call while one runs would restart it; only one page request is ever under way.
      if (shouldLoadMore({ nearBottom, ...state })) void fetchNextPage({ cancelRefetch: false });
    }
    window.addEventListener('scroll', loadMoreNearBottom, { passive: true });
    // A page that doesn't fill the screen can't be scrolled, so measure once the grid has grown too.
    loadMoreNearBottom();
    return () => window.removeEventListener('scroll', loadMoreNearBottom);
  }, [
    isSuccess,
    fetchNextPage,
    isFetchingNextPage,
    hasNextPage,
    isFetchNextPageError,
    latest.data?.pages.length,
  ]);

  useEffect(() => {
    const restoreTo = leftAtScrollY;
    const timer =
      restoreTo === null
        ? undefined
        : setTimeout(() => window.scrollTo(0, restoreTo), SCROLL_RESTORE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      leftAtScrollY = window.scrollY;
    };
  }, []);

  const media = latest.data?.pages.flat() ?? [];

  return (
    <Page title={t('browse.title')} lead={t('browse.lead')}>
      {latest.isPending ? (
        <LoadingRegion label={t('browse.loading')}>
          <MediaGridSkeleton tiles={SKELETON_TILES} />
        </LoadingRegion>
      ) : latest.isError ? (
        <ErrorState title={t('browse.loadFailed')} onRetry={() => latest.refetch()} />
      ) : media.length === 0 ? (
        <EmptyState title={t('browse.empty.title')} body={t('browse.empty.body')} />
      ) : (
        <>
          <MediaGrid media={media} eagerCount={BROWSE_FIRST_PAGE_SIZE / 3} />
          <div className="browse-page__end" aria-live="polite">
            {isFetchingNextPage ? (
              <>
                <Spinner size="large" />
                <span className="visually-hidden">{t('browse.loadingMore')}</span>
              </>
            ) : isFetchNextPageError ? (
              <ErrorState title={t('browse.loadFailed')} onRetry={() => fetchNextPage()} />
            ) : (
              !hasNextPage && <p>{t('browse.noMore')}</p>
            )}
          </div>
        </>
      )}
    </Page>
  );
}
