import { HANDSHAKE_ERRORS, REALTIME_PATH } from '@crewcast/contracts/constants/realtime';
import { io, type ManagerOptions, type SocketOptions } from 'socket.io-client';
import { hostBaseUrl } from '@/lib/runtime-config';
import type { SessionPush } from '@crewcast/contracts/realtime';
import type { ConnectionState, RealtimeEvent } from './realtime-protocol';

/** SPEC section 9: reconnect after 1 to 5 seconds, randomised by half; give up a connection attempt after 20 s. */
export const SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
  path: REALTIME_PATH,
  // WebSocket first; long-polling only where a proxy will not pass WebSocket upgrades.
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
};

const EVENTS: readonly RealtimeEvent[] = ['comment', 'livestream', 'greenlight', 'bingo'];

export interface SocketCallbacks {
  onState(state: ConnectionState): void;
  onPush(event: RealtimeEvent, push: unknown): void;
  /** The token to present now (read again for every attempt, so a renewed token is used). */
  currentToken(): string;
  /** The token to present, renewed first when it is about to expire. */
  freshToken(): Promise<string>;
  /** The server refused the token it was shown; resolves with a renewed one worth another try, or null. */
  renewRefusedToken(refused: string): Promise<string | null>;
}

export interface OpenSocket {
  emit(event: RealtimeEvent, message: unknown, timeoutMs: number): Promise<unknown>;
  /** Hands the open connection a renewed access token, so the server keeps it past the old one's expiry. */
  renew(token: string): void;
  close(): void;
}

/** A refused token is worth renewing; too many connections is not. */
const isTokenRefusal = (error: Error) =>
  error.message === HANDSHAKE_ERRORS.TOKEN_MISSING || error.message === HANDSHAKE_ERRORS.TOKEN_INVALID;

/** How long a renewal handed to the server waits for its answer. */
const RENEW_TIMEOUT_MS = 10_000;

/** The socket.io connection behind the realtime client; loaded only once a member is logged in. */
export function openSocket(callbacks: SocketCallbacks): OpenSocket {
  let presented = callbacks.currentToken();
  const socket = io(hostBaseUrl('websocket') || undefined, {
    ...SOCKET_OPTIONS,
    // SPEC section 7 passes the token in the query; `auth` carries the same, renewed when close to expiry.
    query: { token: presented },
    auth: (send) => {
      void callbacks.freshToken().then((token) => {
        presented = token;
        send({ token });
      });
    },
  });

  socket.io.on('reconnect_attempt', () => {
    socket.io.opts.query = { token: callbacks.currentToken() };
  });
  let tokenExpired = false;
  socket.on('session', (push: SessionPush) => {
    if (push.type === 'expired') tokenExpired = true;
  });
  socket.on('connect', () => callbacks.onState('connected'));
  socket.on('disconnect', () => {
    // The server ends a connection whose token expired unrenewed: connect again, which renews the token first.
    if (tokenExpired) {
      tokenExpired = false;
      callbacks.onState('reconnecting');
      socket.connect();
      return;
    }
    callbacks.onState(socket.active ? 'reconnecting' : 'offline');
  });
  socket.on('connect_error', (error) => {
    if (socket.active) {
      callbacks.onState('reconnecting');
      return;
    }
    callbacks.onState('offline');
    if (!isTokenRefusal(error)) return;
    // A token that expired while the page slept is renewed once and tried again; a refused renewal ends there.
    void callbacks.renewRefusedToken(presented).then((renewed) => {
      if (!renewed) return;
      callbacks.onState('reconnecting');
      socket.connect();
    });
  });
  for (const event of EVENTS) socket.on(event, (push: unknown) => callbacks.onPush(event, push));

  return {
    emit: (event, message, timeoutMs) => socket.timeout(timeoutMs).emitWithAck(event, message),
    renew: (token) => {
      if (!socket.connected || token === presented) return;
      presented = token;
      socket
        .timeout(RENEW_TIMEOUT_MS)
        .emitWithAck('session', { type: 'renew', token })
        .then((answer: { ok: boolean; message?: string }) => {
          if (!answer.ok) console.warn('The realtime connection refused the renewed token', answer.message);
        })
        .catch((error: unknown) => console.warn('The renewed token got no answer', error));
    },
    close: () => {
      socket.removeAllListeners();
      socket.io.removeAllListeners();
      socket.disconnect();
    },
  };
}
