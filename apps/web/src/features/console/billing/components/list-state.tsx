import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/i18n-provider';

/** A list's loading skeleton, error with retry, or empty state; its rows once there are some. */
export function ListState({
  pending,
  error,
  empty,
  onRetry,
  emptyTitle,
  emptyBody,
  children,
}: {
  pending: boolean;
  error: boolean;
  empty: boolean;
  onRetry: () => unknown;
  emptyTitle: string;
  emptyBody: string;
  children: ReactNode;
}) {
  const t = useTranslation();
  if (pending)
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('common.loading')}
        </p>
        <Skeleton height={240} />
      </div>
    );
  if (error) return <ErrorState onRetry={async () => onRetry()} />;
  if (empty) return <EmptyState title={emptyTitle} body={emptyBody} />;
  return children;
}
