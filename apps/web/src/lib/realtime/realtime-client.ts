import { getSessionToken, getValidToken, renewSession } from '@/lib/session';
import { RealtimeUnavailableError, type RealtimeConnection } from './realtime-protocol';
import { createRealtimeListeners } from './realtime-listeners';
import type { OpenSocket, SocketCallbacks } from './socket-transport';

/** How long a request waits for its acknowledgement. */
export const REQUEST_TIMEOUT_MS = 10_000;

export interface RealtimeClient extends RealtimeConnection {
  /** Opens the connection for the member logged in now (again, if one was open). */
  connect(): void;
  disconnect(): void;
  /** Hands an open connection the session's renewed access token. */
  renew(token: string): void;
}

type OpenSocketFn = (callbacks: SocketCallbacks) => OpenSocket;

/** socket.io-client is loaded with the first connection, so visitors who never log in never download it. */
const loadSocket = (): Promise<OpenSocketFn> => import('./socket-transport').then((m) => m.openSocket);

async function freshToken(): Promise<string> {
  try {
    return (await getValidToken()) ?? '';
  } catch (error) {
    console.warn('The access token could not be renewed; connecting with the stored one', error);
    return getSessionToken() ?? '';
  }
}

async function renewRefusedToken(refused: string): Promise<string | null> {
  const renewed = await renewSession().catch((error: unknown) => {
    console.warn('The access token could not be renewed', error);
    return null;
  });
  return renewed && renewed !== refused ? renewed : null;
}

/**
 * The app's one realtime connection: features subscribe and request through it whether or not the socket is
 * up; pushes reach every subscriber, and requests wait for the socket (up to the timeout).
 */
export function createRealtimeClient(load: () => Promise<OpenSocketFn> = loadSocket): RealtimeClient {
  const listeners = createRealtimeListeners('offline');
  const { setState } = listeners;
  let socket: Promise<OpenSocket> | null = null;

  function disconnect() {
    const closing = socket;
    socket = null;
    setState('offline');
    void closing?.then((open) => open.close()).catch(() => undefined);
  }

  function connect() {
    disconnect();
    setState('reconnecting');
    const opening = load().then((openSocketWith) =>
      openSocketWith({
        // A socket replaced by a newer one stays silent while it closes.
        onState: (next) => socket === opening && setState(next),
        onPush: (event, push) => {
          if (socket === opening) listeners.push(event, push);
        },
        currentToken: () => getSessionToken() ?? '',
        freshToken,
        renewRefusedToken,
      }),
    );
    socket = opening;
    opening.catch((error: unknown) => {
      console.warn('The realtime connection could not be opened', error);
      if (socket === opening) setState('offline');
    });
  }

  return {
    connect,
    disconnect,
    renew(token) {
      void socket?.then((open) => open.renew(token)).catch(() => undefined);
    },
    async request(event, message) {
      if (!socket) throw new RealtimeUnavailableError('Not connected');
      const open = await socket;
      try {
        return (await open.emit(event, message, REQUEST_TIMEOUT_MS)) as never;
      } catch (error) {
        throw new RealtimeUnavailableError(error instanceof Error ? error.message : 'No answer');
      }
    },
    ...listeners.listening,
  };
}
