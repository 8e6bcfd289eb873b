import { createServer } from 'node:http';
import type { AddressInfo, Socket as NetSocket } from 'node:net';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSlowClients } from './slow-clients';

const httpServer = createServer();
const io = new Server(httpServer);
let url: string;
let stop: () => void;
const warnings: object[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  stop = dropSlowClients(io, { warn: (obj) => void warnings.push(obj) });
});
afterAll(async () => {
  stop();
  httpServer.closeAllConnections();
  await new Promise((resolve) => io.close(resolve));
});

function open() {
  const socket = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  return new Promise<typeof socket>((resolve) => socket.once('connect', () => resolve(socket)));
}

describe('slow clients', () => {
  it('drops a client that stops reading instead of buffering for it, and keeps the others', async () => {
    const slow = await open();
    const fast = await open();
    // The slow client stops reading its connection, as a stalled phone does.
    const engine = slow.io.engine as unknown as { transport: { ws: { _socket: NetSocket } } };
    engine.transport.ws._socket.pause();
    const dropped = new Promise((resolve) =>
      io
        .of('/')
        .sockets.get(slow.id ?? '')
        ?.once('disconnect', resolve),
    );
    let received = 0;
    fast.on('chunk', () => (received += 1));
    const chunk = 'x'.repeat(1024 * 1024);
    for (let i = 0; i < 24; i += 1) io.emit('chunk', chunk);
    expect(await dropped).toBe('server namespace disconnect');
    expect(warnings).toContainEqual({ dropped: 1 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fast.connected).toBe(true);
    expect(received).toBe(24);
    fast.close();
    engine.transport.ws._socket.destroy();
  });
});
