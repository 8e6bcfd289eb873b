import type { UserInfo, UserInfoSelect } from '@crewcast/contracts/users';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';
import { useIsAuthenticated } from '@/lib/use-session';
import { allowedWords } from './user-info-rules';
import { userInfoStore } from './user-info-store';

export interface UserInfoState {
  /** The member's user info once the words asked for have loaded. */
  info: UserInfo | null;
  error: unknown;
  retry: () => void;
}

/** The logged-in member's user info with the fields of `words`, loading what is not cached yet. */
export function useUserInfo(words: readonly UserInfoSelect[]): UserInfoState {
  const config = useRemoteConfig();
  const authenticated = useIsAuthenticated();
  const snapshot = useSyncExternalStore(userInfoStore.subscribe, userInfoStore.getSnapshot);
  const [attempt, setAttempt] = useState(0);
  // A failure belongs to the attempt that met it; retrying starts without one.
  const [failure, setFailure] = useState<{ attempt: number; error: unknown } | null>(null);
  const wordList = words.join(',');

  useEffect(() => {
    if (!authenticated) return;
    const flags = { points_enabled: config.points_enabled, patreon_enabled: config.patreon_enabled };
    const wanted = wordList ? (wordList.split(',') as UserInfoSelect[]) : [];
    let current = true;
    userInfoStore.load(wanted, flags).catch((error: unknown) => {
      console.warn('User info could not be loaded', error);
      if (current) setFailure({ attempt, error });
    });
    return () => {
      current = false;
    };
  }, [authenticated, wordList, config.points_enabled, config.patreon_enabled, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const complete =
    snapshot.info !== null && allowedWords(words, config).every((word) => snapshot.loadedWords.has(word));
  const error = failure?.attempt === attempt ? failure.error : null;
  return { info: complete ? snapshot.info : null, error, retry };
}
