import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { LoadingRegion, Skeleton } from './skeleton';

export interface QueryListProps<Item> {
  query: UseQueryResult<Item[]>;
  /** The list's class, which its loading skeletons take too. */
  className: string;
  /** While the list loads: what is announced, and the skeleton rows drawn in its place. */
  loading: { label: string; count: number; height: number };
  loadFailed: string;
  empty: ReactNode;
  children: (items: Item[]) => ReactNode;
}

/** A list read from the server: skeleton rows while it loads, the failure with a retry, its empty state, or the list. */
export function QueryList<Item>({
  query,
  className,
  loading,
  loadFailed,
  empty,
  children,
}: QueryListProps<Item>) {
  if (query.isPending) {
    return (
      <LoadingRegion className={className} label={loading.label}>
        {Array.from({ length: loading.count }, (_, index) => (
          <Skeleton key={index} height={loading.height} />
        ))}
      </LoadingRegion>
    );
  }
  if (query.isError) return <ErrorState title={loadFailed} onRetry={() => query.refetch()} />;
  return <>{query.data.length === 0 ? empty : children(query.data)}</>;
}
