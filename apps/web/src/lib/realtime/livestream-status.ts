import type { LivestreamStatus } from '@crewcast/contracts/realtime';
import { useSyncExternalStore } from 'react';
import type { RealtimeConnection } from './realtime-protocol';

/** SPEC section 9: the livestream status is asked for again this often. */
export const LIVESTREAM_STATUS_POLL_MS = 10 * 60 * 1000;

let current: LivestreamStatus | null = null;
const listeners = new Set<() => void>();

function setStatus(status: LivestreamStatus | null) {
  current = status;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * SPEC section 4: the status is asked for on every connect and every 10 minutes, and taken from the server's
 * pushes in between. Run only when livestream_enabled; returns the function that stops it.
 */
export function followLivestreamStatus(connection: RealtimeConnection): () => void {
  function ask() {
    if (connection.getState() !== 'connected') return;
    connection
      .request('livestream', { type: 'status' })
      .then((ack) => {
        if (ack.ok) setStatus(ack.status);
        else console.warn('The livestream status was refused', ack.message);
      })
      .catch((error: unknown) => console.warn('The livestream status did not arrive', error));
  }

  let previous = connection.getState();
  const stopFollowingState = connection.subscribeToState(() => {
    const state = connection.getState();
    if (state === 'connected' && previous !== 'connected') ask();
    // Logged out (or refused): what was known belongs to a session that is gone.
    if (state === 'offline') setStatus(null);
    previous = state;
  });
  const stopFollowingPushes = connection.subscribe('livestream', (push) => {
    if (push.type === 'status') setStatus(push.status);
  });
  const timer = setInterval(ask, LIVESTREAM_STATUS_POLL_MS);
  ask();
  return () => {
    clearInterval(timer);
    stopFollowingState();
    stopFollowingPushes();
  };
}

/** The latest livestream status, or null until one has arrived. */
export function useLivestreamStatus(): LivestreamStatus | null {
  return useSyncExternalStore(subscribe, () => current);
}
