import { useSyncExternalStore } from 'react';
import { isAuthenticated, subscribeToSession } from '@/lib/session';

/** Whether a member is logged in, kept current as sessions start and end. */
export function useIsAuthenticated(): boolean {
  return useSyncExternalStore(subscribeToSession, () => isAuthenticated());
}
