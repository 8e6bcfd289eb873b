import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingSkeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/i18n-provider';

/** A part of a console screen that is still loading: a skeleton, announced once. */
export function ConsoleLoading({ height = 240 }: { height?: number }) {
  const t = useTranslation();
  return <LoadingSkeleton label={t('common.loading')} height={height} />;
}

/** What ConsoleQuery reads of a query: TanStack Query's result has it all. */
export interface ConsoleQueryResult<Data> {
  isPending: boolean;
  isError: boolean;
  data: Data | undefined;
  refetch: () => Promise<unknown>;
}

export interface ConsoleQueryProps<Data> {
  query: ConsoleQueryResult<Data>;
  /** Shown when `isEmpty` says the answer has nothing in it. */
  empty?: { title: string; body?: string };
  /** By default, an empty list. */
  isEmpty?: (data: Data) => boolean;
  loadingHeight?: number;
  children: (data: Data) => ReactNode;
}

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/** One query's loading skeleton, its error with a retry, its empty state, or its content once there is some. */
export function ConsoleQuery<Data>({
  query,
  empty,
  isEmpty = emptyList,
  loadingHeight,
  children,
}: ConsoleQueryProps<Data>) {
  if (query.isPending) return <ConsoleLoading height={loadingHeight} />;
  if (query.isError || query.data === undefined) return <ErrorState onRetry={() => query.refetch()} />;
  if (empty && isEmpty(query.data)) return <EmptyState title={empty.title} body={empty.body} />;
  return children(query.data);
}
