import { decodeJwt } from 'jose';

/** setTimeout's longest delay; a later expiry is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** When a verified access token expires, in epoch milliseconds. */
export function expiryOf(token: string): number {
  return (decodeJwt(token).exp ?? 0) * 1000;
}

/**
 * Calls `expired` when the token a connection presented expires; `renewed` moves the moment to a fresh token's
 * expiry, and `stop` forgets it (the connection closed).
 */
export function watchTokenExpiry(token: string, expired: () => void) {
  let expiresAt = expiryOf(token);
  let timer: NodeJS.Timeout | undefined;

  function schedule(): void {
    clearTimeout(timer);
    const wait = expiresAt - Date.now();
    if (wait <= 0) return expired();
    timer = setTimeout(schedule, Math.min(wait, LONGEST_TIMER_MS));
  }
  schedule();

  return {
    renewed(fresh: string): Date {
      expiresAt = expiryOf(fresh);
      schedule();
      return new Date(expiresAt);
    },
    stop(): void {
      clearTimeout(timer);
    },
  };
}
