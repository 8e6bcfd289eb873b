import type { RealtimeAck } from '@crewcast/contracts/realtime';
import { vi } from 'vitest';
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
  const handlers = new Map<RealtimeEvent, Set<(push: never) => void>>();
  const stateListeners = new Set<() => void>();
  let state: ConnectionState = 'connected';
  const request = vi.fn((event: RealtimeEvent, message: RequestOf<RealtimeEvent>) =>
    Promise.resolve(answer(event, message)),
  );

  const connection: RealtimeConnection = {
    request: request as unknown as RealtimeConnection['request'],
    subscribe(event, handler) {
      const set = handlers.get(event) ?? new Set();
      handlers.set(event, set);
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    getState: () => state,
    subscribeToState(listener) {
      stateListeners.add(listener);
      return () => {
        stateListeners.delete(listener);
      };
    },
  };

  return {
    connection,
    request,
    push<E extends RealtimeEvent>(event: E, push: PushOf<E>) {
      for (const handler of [...(handlers.get(event) ?? [])]) (handler as (push: unknown) => void)(push);
    },
    setState(next: ConnectionState) {
      state = next;
      for (const listener of [...stateListeners]) listener();
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
