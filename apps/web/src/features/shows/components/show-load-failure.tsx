import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/i18n-provider';

export interface ShowLoadFailureProps {
  error: Error;
  /** The heading when the request failed for another reason than an unknown address. */
  failedTitle: string;
  onRetry: () => void;
}

/** A show's or a season's page that could not load: not found for an unknown address, else a retry. */
export function ShowLoadFailure({ error, failedTitle, onRetry }: ShowLoadFailureProps) {
  const t = useTranslation();
  return (
    <div className="container show-page">
      {error instanceof ApiError && error.status === 404 ? (
        <EmptyState titleAs="h1" title={t('notFound.title')} body={t('notFound.body')} />
      ) : (
        <ErrorState titleAs="h1" title={failedTitle} onRetry={onRetry} />
      )}
    </div>
  );
}
