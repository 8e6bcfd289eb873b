import type { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { livestreamOfRoom, rooms } from './rooms';

const KEY = (livestreamId: string) => `crewcast:viewers:${livestreamId}`;

/**
 * Live viewer counts: each node counts the sockets in its own livestream rooms; with Redis the nodes add up
 * their counts, each writing its own field with the time it was written so a dead node's count fades out.
 * Each node tells its own sockets when the total changes.
 */
export function createPresence(options: {
  io: Server;
  redis?: Redis;
  nodeId: string;
  intervalMs: number;
  log: { warn(obj: object, msg: string): void };
}) {
  const { io, redis, nodeId, intervalMs, log } = options;
  const local = new Map<string, number>();
  const totals = new Map<string, number>();

  const localCount = (livestreamId: string) =>
    io.of('/').adapter.rooms.get(rooms.livestream(livestreamId))?.size ?? 0;

  async function total(livestreamId: string): Promise<number> {
    const own = localCount(livestreamId);
    if (!redis) return own;
    const fields = await redis.hgetall(KEY(livestreamId));
    const freshSince = Date.now() - intervalMs * 3;
    let sum = own;
    for (const [node, value] of Object.entries(fields)) {
      if (node === nodeId) continue;
      const [count, at] = value.split('|').map(Number);
      if ((at ?? 0) >= freshSince) sum += count ?? 0;
    }
    return sum;
  }

  async function publish(livestreamId: string, count: number): Promise<void> {
    if (!redis) return;
    await redis
      .multi()
      .hset(KEY(livestreamId), nodeId, `${count}|${Date.now()}`)
      .expire(KEY(livestreamId), Math.ceil((intervalMs * 6) / 1000))
      .exec();
  }

  async function tick(): Promise<void> {
    const current = new Map<string, number>();
    for (const [room, sockets] of io.of('/').adapter.rooms) {
      const livestreamId = livestreamOfRoom(room);
      if (livestreamId) current.set(livestreamId, sockets.size);
    }
    // A room this node has emptied still reports its zero once.
    for (const livestreamId of local.keys()) if (!current.has(livestreamId)) current.set(livestreamId, 0);
    for (const [livestreamId, count] of current) {
      await publish(livestreamId, count);
      if (count === 0) local.delete(livestreamId);
      else local.set(livestreamId, count);
      const viewers = await total(livestreamId);
      if (totals.get(livestreamId) === viewers) continue;
      totals.set(livestreamId, viewers);
      io.local
        .to(rooms.livestream(livestreamId))
        .emit('livestream', { type: 'viewers', livestreamId, viewers });
    }
  }

  let running = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(tick)
      .catch((error: unknown) => log.warn({ err: error }, 'viewer count not updated'));
  }, intervalMs);
  timer.unref();

  return {
    /** The viewers of a stream now, this socket included once it has joined. */
    viewers: total,
    async close(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
