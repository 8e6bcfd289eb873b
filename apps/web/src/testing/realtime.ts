import type { RealtimeAck } from '@crewcast/contracts/realtime';
import { vi } from 'vitest';
import { createRealtimeListeners } from '@/lib/realtime/realtime-listeners';
import type { OpenSocket } from '@/lib/realtime/socket-transport';
import type {
  ConnectionState,
  PushOf,
  RealtimeConnection,
  RealtimeEvent,
  RequestOf,
} from '@/lib/realtime/realtime-protocol';

type Answer = (event: RealtimeEvent, message: RequestOf<RealtimeEvent>) => RealtimeAck<object>;

/**
 * An in-memory realtime connection for UI tests: requests are answered by `answer`, and the test pushes events
 * and changes the state itself.
 */
export function createMemoryConnection(answer: Answer) {
  const listeners = createRealtimeListeners('connected');
  const request = vi.fn((event: RealtimeEvent, message: RequestOf<RealtimeEvent>) =>
    Promise.resolve(answer(event, message)),
  );

  const connection: RealtimeConnection = {
    request: request as unknown as RealtimeConnection['request'],
    ...listeners.listening,
  };

  return {
    connection,
    request,
    push<E extends RealtimeEvent>(event: E, push: PushOf<E>) {
      listeners.push(event, push);
    },
    setState(next: ConnectionState) {
      listeners.setState(next);
    },
  };
}

/** Stands in for socket.io in unit tests: the socket never connects, so no test reaches a real server. */
export function openUnconnectedSocket(): OpenSocket {
  return {
    emit: () => Promise.reject(new Error('No realtime server in unit tests')),
    renew: () => undefined,
    close: () => undefined,
  };
}
