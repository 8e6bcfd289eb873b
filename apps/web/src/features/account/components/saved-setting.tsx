import { useToast } from '@/components/shell/toast';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/i18n-provider';

/**
 * A setting saved as soon as it is chosen: what to show (the value being saved, else the saved one), and the
 * saving, which says so in a toast when it fails. `what` names the setting in the console.
 */
export function useSavedSetting<Value>(
  query: { data: Value | undefined },
  update: {
    isPending: boolean;
    variables: Value | undefined;
    mutateAsync: (value: Value) => Promise<unknown>;
  },
  what: string,
) {
  const t = useTranslation();
  const showToast = useToast();
  const shown = update.isPending ? update.variables : query.data;

  async function save(value: Value) {
    try {
      await update.mutateAsync(value);
    } catch (error) {
      console.warn(`${what} could not be saved`, error);
      showToast({ tone: 'error', message: t('account.preferences.saveFailed') });
    }
  }

  return { shown, save };
}

/** A setting not shown yet: its failure with a retry, or a skeleton row for each of `rows` while it loads. */
export function SettingNotShown({
  query,
  rows,
  height,
}: {
  query: { isError: boolean; refetch: () => Promise<unknown> };
  rows: readonly string[];
  height: number;
}) {
  const t = useTranslation();
  if (query.isError)
    return <ErrorState title={t('account.preferences.loadFailed')} onRetry={() => query.refetch()} />;
  return (
    <div className="account-section__loading" aria-busy="true">
      {rows.map((row) => (
        <Skeleton key={row} height={height} />
      ))}
    </div>
  );
}
