/** SPEC section 9: browse loads 31 first, then 30 at a time, when the reader is within 500 px of the bottom. */
export const BROWSE_FIRST_PAGE_SIZE = 31;
export const BROWSE_PAGE_SIZE = 30;
export const BROWSE_SCROLL_TRIGGER_PX = 500;
/** SPEC section 9: coming back to browse restores the scroll position after this delay. */
export const SCROLL_RESTORE_DELAY_MS = 50;

export interface PageRequest {
  offset: number;
  limit: number;
}

export const FIRST_PAGE: PageRequest = { offset: 0, limit: BROWSE_FIRST_PAGE_SIZE };

/** The page after those loaded, or null once a page came back empty: the list has ended. */
export function nextPageRequest(pages: readonly (readonly unknown[])[]): PageRequest | null {
  const last = pages.at(-1);
  if (!last || last.length === 0) return null;
  const loaded = pages.reduce((total, page) => total + page.length, 0);
  return { offset: loaded, limit: BROWSE_PAGE_SIZE };
}

export interface ScrollMeasure {
  scrollTop: number;
  viewportHeight: number;
  scrollHeight: number;
}

export function isNearBottom({ scrollTop, viewportHeight, scrollHeight }: ScrollMeasure): boolean {
  return scrollHeight - (scrollTop + viewportHeight) <= BROWSE_SCROLL_TRIGGER_PX;
}

/** One request at a time, and none after the list has ended or while a failed page waits for a retry. */
export function shouldLoadMore(state: {
  nearBottom: boolean;
  loading: boolean;
  hasMore: boolean;
  failed: boolean;
}): boolean {
  return state.nearBottom && !state.loading && state.hasMore && !state.failed;
}
