import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { getSessionToken, isAuthenticated, subscribeToSession } from '@/lib/session';
import { createRealtimeClient, type RealtimeClient } from './realtime-client';
import type { ConnectionState, RealtimeConnection } from './realtime-protocol';

/** The page's one realtime connection. */
export const realtimeClient = createRealtimeClient();

const RealtimeContext = createContext<RealtimeConnection>(realtimeClient);

/** Puts another connection (an in-memory one in tests) under `children`. */
export function RealtimeProvider({
  connection,
  children,
}: {
  connection: RealtimeConnection;
  children: ReactNode;
}) {
  return <RealtimeContext value={connection}>{children}</RealtimeContext>;
}

export function useRealtime(): RealtimeConnection {
  return useContext(RealtimeContext);
}

export function useConnectionState(): ConnectionState {
  const connection = useRealtime();
  return useSyncExternalStore(connection.subscribeToState, connection.getState);
}

/** How many times the connection has come back after a drop: what was subscribed must be asked for again. */
export function useReconnects(): number {
  const state = useConnectionState();
  const [tracked, setTracked] = useState({ state, connectedOnce: state === 'connected', reconnects: 0 });
  if (tracked.state !== state) {
    const cameBack = state === 'connected' && tracked.connectedOnce;
    setTracked({
      state,
      connectedOnce: tracked.connectedOnce || state === 'connected',
      reconnects: tracked.reconnects + (cameBack ? 1 : 0),
    });
  }
  return tracked.reconnects;
}

/**
 * SPEC section 4, "Realtime connection": connected while a member is logged in (a new login connects afresh as
 * that member), closed at logout. A renewed access token is handed to the open connection, which the server
 * would otherwise end when the old one expires. Returns the function that stops following the session.
 */
export function connectWhileLoggedIn(client: RealtimeClient = realtimeClient): () => void {
  if (isAuthenticated()) client.connect();
  const stop = subscribeToSession((event) => {
    if (event === 'logged-in') client.connect();
    if (event === 'logged-out') client.disconnect();
    if (event === 'renewed') {
      const token = getSessionToken();
      if (token) client.renew(token);
    }
  });
  return () => {
    stop();
    client.disconnect();
  };
}
