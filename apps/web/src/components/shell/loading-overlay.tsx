import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import './loading-overlay.css';

/** Covers the page while work that must finish before anything else can happen runs. */
export function LoadingOverlay() {
  const t = useTranslation();
  return (
    <div className="loading-overlay" role="status" aria-label={t('common.loading')}>
      <Spinner size="large" />
    </div>
  );
}

/** Shows the overlay until the given work settles, and passes its result or error through. */
type TrackWork = <T>(work: Promise<T>) => Promise<T>;

const LoadingOverlayContext = createContext<TrackWork | null>(null);

export function LoadingOverlayProvider({ children }: { children: ReactNode }) {
  const [running, setRunning] = useState(0);

  const track = useCallback<TrackWork>(async (work) => {
    setRunning((count) => count + 1);
    try {
      return await work;
    } finally {
      setRunning((count) => count - 1);
    }
  }, []);

  return (
    <LoadingOverlayContext value={track}>
      {children}
      {running > 0 && <LoadingOverlay />}
    </LoadingOverlayContext>
  );
}

export function useLoadingOverlay(): TrackWork {
  const track = useContext(LoadingOverlayContext);
  if (!track) throw new Error('useLoadingOverlay needs a LoadingOverlayProvider above it');
  return track;
}
