/**
 * Collects what is to be sent to a room and sends it as one array per tick, so a busy room costs one write
 * per client per tick rather than one per message.
 */
export function createRoomBatcher<T>(send: (room: string, items: T[]) => void, intervalMs: number) {
  const pending = new Map<string, T[]>();

  function flush(room: string): void {
    const items = pending.get(room);
    if (!items) return;
    pending.delete(room);
    send(room, items);
  }

  const timer = setInterval(() => {
    for (const room of [...pending.keys()]) flush(room);
  }, intervalMs);
  timer.unref();

  return {
    add(room: string, item: T): void {
      const items = pending.get(room);
      if (items) items.push(item);
      else pending.set(room, [item]);
    },
    close(): void {
      clearInterval(timer);
      for (const room of [...pending.keys()]) flush(room);
    },
  };
}
