import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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

/** A client in a process of its own, stopped once connected: it reads nothing more, as a stalled phone. */
async function openStalled(): Promise<{ id: string; process: ChildProcess }> {
  const client = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { io } from 'socket.io-client';
       const socket = io(process.argv[1], { transports: ['websocket'], reconnection: false });
       socket.on('connect', () => console.log(socket.id));`,
      url,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = (await once(client.stdout!, 'data')) as [Buffer];
  client.kill('SIGSTOP');
  return { id: line.toString().trim(), process: client };
}

describe('slow clients', () => {
  it('drops a client that stops reading instead of buffering for it, and keeps the others', async () => {
    const slow = await openStalled();
    const fast = await open();
    let droppedReason: string | undefined;
    io.of('/')
      .sockets.get(slow.id)
      ?.once('disconnect', (reason) => (droppedReason = reason));
    let received = 0;
    fast.on('chunk', () => (received += 1));
    // Each chunk goes out once the reading client has the one before, so it never has more than one waiting,
    // however slowly a busy machine drains its socket; the stalled client's backlog grows until it is dropped
    // (after what the kernel's buffers take, which differs between machines).
    const chunk = 'x'.repeat(256 * 1024);
    let sent = 0;
    while (!droppedReason && sent < 300) {
      const arrived = new Promise((resolve) => fast.once('chunk', resolve));
      io.emit('chunk', chunk);
      sent += 1;
      await arrived;
      // Paced, so the once-a-second check sees the backlog before the loop's bound.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(droppedReason).toBe('server namespace disconnect');
    expect(warnings).toEqual([{ dropped: 1 }]);
    expect(fast.connected).toBe(true);
    expect(received).toBe(sent);
    fast.close();
    slow.process.kill('SIGKILL');
  });
});
