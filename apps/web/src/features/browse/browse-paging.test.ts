import { describe, expect, it } from 'vitest';
import {
  BROWSE_FIRST_PAGE_SIZE,
  BROWSE_PAGE_SIZE,
  FIRST_PAGE,
  isNearBottom,
  nextPageRequest,
  shouldLoadMore,
} from './browse-paging';

const page = (length: number) => Array.from({ length }, (_, index) => index);

describe('browse paging', () => {
  it('asks for 31 first, then 30 at a time after what is loaded', () => {
    expect(FIRST_PAGE).toEqual({ offset: 0, limit: 31 });
    expect(BROWSE_FIRST_PAGE_SIZE).toBe(31);
    expect(nextPageRequest([page(31)])).toEqual({ offset: 31, limit: BROWSE_PAGE_SIZE });
    expect(nextPageRequest([page(31), page(30)])).toEqual({ offset: 61, limit: 30 });
  });

  it('keeps asking after a short page and stops only after an empty one', () => {
    expect(nextPageRequest([page(31), page(12)])).toEqual({ offset: 43, limit: 30 });
    expect(nextPageRequest([page(31), page(12), page(0)])).toBeNull();
    expect(nextPageRequest([page(0)])).toBeNull();
  });

  it('triggers within 500 px of the bottom', () => {
    const at = (scrollTop: number) => isNearBottom({ scrollTop, viewportHeight: 800, scrollHeight: 3000 });
    expect(at(1699)).toBe(false);
    expect(at(1700)).toBe(true);
    expect(at(2200)).toBe(true);
  });

  it('loads one page at a time, never after the end or a failure', () => {
    const ready = { nearBottom: true, loading: false, hasMore: true, failed: false };
    expect(shouldLoadMore(ready)).toBe(true);
    expect(shouldLoadMore({ ...ready, loading: true })).toBe(false);
    expect(shouldLoadMore({ ...ready, hasMore: false })).toBe(false);
    expect(shouldLoadMore({ ...ready, failed: true })).toBe(false);
    expect(shouldLoadMore({ ...ready, nearBottom: false })).toBe(false);
  });
});
