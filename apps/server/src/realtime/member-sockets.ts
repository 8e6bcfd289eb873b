import type { Server, Socket } from 'socket.io';
import type { RedisFallback } from './redis-fallback';
import { rooms } from './rooms';

/**
 * Caps the connections one member holds open, across nodes (this node's alone while Redis is unreachable).
 * Handshakes this node is admitting count too, so many opened at once cannot all slip under the cap before they
 * join the member's room.
 */
export function createMemberSocketCap(io: Server, limit: number, redis: RedisFallback) {
  const admitting = new Map<string, Set<string>>();

  function release(userId: string, socketId: string): void {
    const pending = admitting.get(userId);
    pending?.delete(socketId);
    if (pending?.size === 0) admitting.delete(userId);
  }

  return {
    /** Whether the member may open this connection; if so it counts until `connected` or its transport closes. */
    async admit(userId: string, socket: Socket): Promise<boolean> {
      const pending = admitting.get(userId) ?? new Set<string>();
      admitting.set(userId, pending);
      pending.add(socket.id);
      const room = rooms.member(userId);
      const open = await redis.run(
        async () => (await io.in(room).fetchSockets()).length,
        () => io.of('/').adapter.rooms.get(room)?.size ?? 0,
      );
      if (open + pending.size > limit) {
        release(userId, socket.id);
        return false;
      }
      socket.conn.once('close', () => release(userId, socket.id));
      return true;
    },
    /** The admitted connection has joined the member's room, where it is counted from now on. */
    connected(userId: string, socket: Socket): void {
      release(userId, socket.id);
    },
  };
}
