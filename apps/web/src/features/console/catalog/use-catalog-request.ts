import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/i18n-provider';

/** Runs a catalog request; a refusal becomes the part's one error message: the server's words, or a general one. */
export function useCatalogRequest() {
  const t = useTranslation();
  const [error, setError] = useState<string | undefined>(undefined);

  /** `failed` names what went wrong in the browser's log. */
  async function run(failed: string, request: () => Promise<void>) {
    setError(undefined);
    try {
      await request();
    } catch (failure) {
      console.warn(failed, failure);
      setError(failure instanceof ApiError ? failure.message : t('console.catalog.failed'));
    }
  }

  return { error, run };
}
