import net from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { redisServerInstalled, startRedisServer } from '../test/redis-server';
import { connectAdapter } from './adapter';

describe.runIf(redisServerInstalled)('the realtime adapter', () => {
  const open: { close(): unknown }[] = [];
  afterEach(async () => {
    for (const item of open.splice(0).reverse()) await item.close();
  });

  it('drops the subscriptions it queued for an absent Redis when the node stops, and logs them', async () => {
    const redis = await startRedisServer();
    const warnings: string[] = [];
    const io = new Server();
    const adapter = await connectAdapter(io, redis.url, { warn: (_obj, msg) => void warnings.push(msg) });
    await redis.stop();
    // Something on Redis's port that accepts and never answers: both connections come back and wait there, so
    // what the adapter sends now stays queued until the node stops.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    open.push({ close: () => sockets.forEach((socket) => socket.destroy()) }, silent);
    await new Promise<void>((resolve) =>
      silent.listen(Number(new URL(redis.url).port), '127.0.0.1', resolve),
    );
    await expect.poll(() => sockets.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await io.of('/').adapter.addAll('socket-1', new Set(['livestream:1']));
      await adapter.close();
      await expect.poll(() => warnings, { timeout: 3000 }).toContain('redis: realtime ssubscribe failed');
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
