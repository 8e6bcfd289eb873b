import type { UserInfo, UserInfoSelect } from '@crewcast/contracts/users';
import { subscribeToSession } from '@/lib/session';
import { getUserInfo } from './get-user-info';
import {
  allowedWords,
  INITIAL_USER_INFO_DELAY_MS,
  wordsToRequest,
  type UserInfoFlags,
} from './user-info-rules';

export interface UserInfoSnapshot {
  /** Everything loaded so far, merged; null before the first answer. */
  info: UserInfo | null;
  /** The select words whose fields `info` holds. */
  loadedWords: ReadonlySet<UserInfoSelect>;
}

interface UserInfoRequest {
  words: Set<UserInfoSelect>;
  /** Until it is sent, a request takes on the words other screens ask for. */
  sent: boolean;
  done: Promise<void>;
}

const EMPTY: UserInfoSnapshot = { info: null, loadedWords: new Set() };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The member's user info (SPEC sections 3, 4 and 7), merged from every answer. Words already loaded or on their
 * way are not asked for again; the first request of a session waits 150 ms so the screens starting up share it.
 */
export function createUserInfoStore(fetchUserInfo: (words: UserInfoSelect[]) => Promise<UserInfo>) {
  let snapshot = EMPTY;
  let pending: UserInfoRequest[] = [];
  let fetchedThisSession = false;
  // Answers for a member who has since logged out are dropped.
  let generation = 0;
  const listeners = new Set<() => void>();

  function publish(next: UserInfoSnapshot): void {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  }

  function request(words: UserInfoSelect[]): UserInfoRequest {
    const delay = fetchedThisSession ? 0 : INITIAL_USER_INFO_DELAY_MS;
    fetchedThisSession = true;
    const requestGeneration = generation;
    const entry: UserInfoRequest = { words: new Set(words), sent: false, done: Promise.resolve() };
    entry.done = (async () => {
      if (delay > 0) await sleep(delay);
      if (requestGeneration !== generation) return;
      entry.sent = true;
      const asked = [...entry.words];
      const answer = await fetchUserInfo(asked);
      if (requestGeneration !== generation) return;
      publish({
        info: { ...snapshot.info, ...answer },
        loadedWords: new Set([...snapshot.loadedWords, ...asked]),
      });
    })().finally(() => {
      pending = pending.filter((other) => other !== entry);
    });
    pending.push(entry);
    return entry;
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    getSnapshot: (): UserInfoSnapshot => snapshot,

    /** Loads the fields of `words` not yet loaded; resolves with all user info once they are in. */
    async load(words: readonly UserInfoSelect[], flags: UserInfoFlags): Promise<UserInfo | null> {
      const missing = wordsToRequest(words, snapshot.loadedWords, flags);
      const waitFor = new Set<UserInfoRequest>();
      const unsent = pending.find((entry) => !entry.sent);
      const uncovered: UserInfoSelect[] = [];
      for (const word of missing) {
        const carrier = pending.find((entry) => entry.words.has(word));
        if (carrier) waitFor.add(carrier);
        else if (unsent) {
          unsent.words.add(word);
          waitFor.add(unsent);
        } else uncovered.push(word);
      }
      // The fields every answer carries (display name, verified, ...) come with the first request of any kind.
      const nothingYet = snapshot.info === null && pending.length === 0;
      if (uncovered.length > 0 || nothingYet) waitFor.add(request(uncovered));
      if (snapshot.info === null) for (const entry of pending) waitFor.add(entry);
      await Promise.all([...waitFor].map((entry) => entry.done));
      return snapshot.info;
    },

    /** Asks for `words` again even though they are loaded, e.g. after the member changed something. */
    async refresh(words: readonly UserInfoSelect[], flags: UserInfoFlags): Promise<UserInfo | null> {
      await request(allowedWords(words, flags)).done;
      return snapshot.info;
    },

    /** Applies a change the server has confirmed without asking for the user info again. */
    update(changes: Partial<UserInfo>): void {
      if (snapshot.info) publish({ ...snapshot, info: { ...snapshot.info, ...changes } });
    },

    /** Forgets everything, for a new session or none. */
    reset(): void {
      generation += 1;
      pending = [];
      fetchedThisSession = false;
      publish(EMPTY);
    },
  };
}

export type UserInfoStore = ReturnType<typeof createUserInfoStore>;

/** The page's one store: it forgets the member when a session starts or ends (SPEC section 4, "Logout"). */
export const userInfoStore = createUserInfoStore(getUserInfo);

subscribeToSession((event) => {
  if (event !== 'renewed') userInfoStore.reset();
});
