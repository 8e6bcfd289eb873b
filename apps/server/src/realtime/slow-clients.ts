import type { Server } from 'socket.io';

/**
 * A client this far behind (about five seconds of chat batches, or a megabyte not yet taken by its connection) is
 * dropped: it reconnects and fetches what it missed, rather than this server buffering for it.
 */
const MAX_QUEUED_PACKETS = 50;
const MAX_BUFFERED_BYTES = 1024 * 1024;

interface EngineConnection {
  writeBuffer?: unknown[];
  transport?: { socket?: { bufferedAmount?: number } };
}

/** Checks every second what each local client still has queued; returns the function that stops it. */
export function dropSlowClients(io: Server, log: { warn(obj: object, msg: string): void }): () => void {
  const timer = setInterval(() => {
    let dropped = 0;
    for (const socket of io.of('/').sockets.values()) {
      const connection = socket.conn as unknown as EngineConnection;
      const queued = connection.writeBuffer?.length ?? 0;
      const buffered = connection.transport?.socket?.bufferedAmount ?? 0;
      if (queued > MAX_QUEUED_PACKETS || buffered > MAX_BUFFERED_BYTES) {
        socket.disconnect(true);
        dropped += 1;
      }
    }
    if (dropped > 0) log.warn({ dropped }, 'realtime: dropped clients too slow to keep up');
  }, 1000);
  timer.unref();
  return () => clearInterval(timer);
}
