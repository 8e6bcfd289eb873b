import type { ConnectionState, RealtimeConnection, RealtimeEvent } from './realtime-protocol';

/** Who listens to a realtime connection: each event's subscribers, and those of the connection's state. */
export function createRealtimeListeners(initial: ConnectionState) {
  const handlers = new Map<RealtimeEvent, Set<(push: never) => void>>();
  const stateListeners = new Set<() => void>();
  let state = initial;

  const listening: Pick<RealtimeConnection, 'subscribe' | 'getState' | 'subscribeToState'> = {
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
    listening,
    /** Hands a pushed event to each of its subscribers. */
    push(event: RealtimeEvent, push: unknown) {
      for (const handler of [...(handlers.get(event) ?? [])]) (handler as (push: unknown) => void)(push);
    },
    /** Tells the state's listeners when it changes. */
    setState(next: ConnectionState) {
      if (next === state) return;
      state = next;
      for (const listener of [...stateListeners]) listener();
    },
  };
}
