// The chat benchmark's receiving clients, in a process of their own (forked by chat.ts, driven over IPC).
// Each client speaks socket.io's wire protocol (engine.io 4, websocket transport only) directly over `ws`: the
// server does exactly the work it does for socket.io-client, while this process stays light enough to keep up.
// Per pass every client keeps a bitmap of the message numbers it got, so loss and duplicates are exact, and
// every delivery's latency (receive time minus the send time carried in the text) goes into a 1 ms histogram.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';

/** The chat text the senders write: `bench <pass> <seq> <sent at, epoch ms> <m: measured | w: warm-up>`. */
const TEXT = /"message":"bench (\d+) (\d+) (\d+) ([mw])/g;
const BATCH_PREFIX = '42["livestream",{"type":"messages"';
const LATENCY_BUCKETS = 120_000; // 1 ms each; slower deliveries land in the last one
const TICK_MS = 100;

type Command =
  | { id: number; cmd: 'connect'; url: string; token: string; livestreamId: string; count: number }
  | { id: number; cmd: 'pass'; pass: number; maxSeq: number }
  | { id: number; cmd: 'window-start' }
  | { id: number; cmd: 'window-end' }
  | { id: number; cmd: 'progress' }
  | { id: number; cmd: 'results'; acked: number[]; windowStart: number; windowEnd: number }
  | { id: number; cmd: 'disconnect' }
  | { id: number; cmd: 'exit' };

class Receiver {
  ws: WebSocket;
  joined = false;
  closed = false;
  /** Open and in the room when the pass began. */
  inPass = false;
  droppedInPass = false;
  bits = new Uint8Array(0);
  private settle?: (joined: boolean) => void;

  constructor(url: string, token: string, livestreamId: string, onClose: (receiver: Receiver) => void) {
    const address = new URL('/socket.io/', url.replace(/^http/, 'ws'));
    address.search = new URLSearchParams({ EIO: '4', transport: 'websocket', token }).toString();
    this.ws = new WebSocket(address, { perMessageDeflate: false, handshakeTimeout: 30_000 });
    const ping = JSON.stringify(['livestream', { type: 'ping', livestreamId }]);
    this.ws.on('message', (data: Buffer) => {
      const text = data.toString();
      if (text === '2') return void this.ws.send('3'); // engine.io ping, answered with a pong
      if (text.startsWith(BATCH_PREFIX)) return onBatch(this, text);
      if (text.startsWith('0{')) return void this.ws.send('40'); // engine.io open: connect to namespace '/'
      if (text.startsWith('40')) return void this.ws.send(`421${ping}`); // connected: join the room, ack id 1
      if (text.startsWith('431')) {
        this.joined = (JSON.parse(text.slice(3)) as [{ ok?: boolean }])[0]?.ok === true;
        if (!this.joined) errors.add(`ping refused: ${text.slice(0, 200)}`);
        this.settle?.(this.joined);
        return;
      }
      if (text.startsWith('44')) {
        errors.add(`connect refused: ${text.slice(0, 200)}`);
        this.ws.close();
      }
      if (text === '41' || text === '1') this.ws.close();
    });
    this.ws.on('error', (error) => errors.add(`socket error: ${error.message}`));
    this.ws.on('close', () => {
      this.closed = true;
      this.settle?.(false);
      onClose(this);
    });
  }

  /** Resolves once the client is in the room (true), or refused, closed or timed out (false). */
  ready(timeoutMs: number): Promise<boolean> {
    if (this.joined || this.closed) return Promise.resolve(this.joined);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        errors.add('join timed out');
        this.ws.terminate();
        resolve(false);
      }, timeoutMs);
      this.settle = (joined) => {
        clearTimeout(timer);
        this.settle = undefined;
        resolve(joined);
      };
    });
  }
}

const errors = new Set<string>();
let receivers: Receiver[] = [];
let pass = 0;
let maxSeq = 0;
let latency = new Uint32Array(LATENCY_BUCKETS);
let measuredDeliveries = 0;
let duplicates = 0;
let strays = 0;
let droppedInPass = 0;
const deliveriesByTick = new Map<number, number>();
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
let cpuAtStart = process.cpuUsage();
let timeAtStart = performance.now();
let windowStats = { cpuPercent: 0, loopP99Ms: 0, loopMaxMs: 0 };

function onBatch(receiver: Receiver, text: string): void {
  const now = Date.now();
  let distinct = 0;
  for (const match of text.matchAll(TEXT)) {
    const seq = Number(match[2]);
    if (Number(match[1]) !== pass || seq >= maxSeq) {
      strays += 1;
      continue;
    }
    const byte = seq >> 3;
    const bit = 1 << (seq & 7);
    if ((receiver.bits[byte] ?? 0) & bit) {
      duplicates += 1;
      continue;
    }
    receiver.bits[byte] = (receiver.bits[byte] ?? 0) | bit;
    distinct += 1;
    if (match[4] === 'm') {
      measuredDeliveries += 1;
      const index = Math.min(LATENCY_BUCKETS - 1, Math.max(0, now - Number(match[3])));
      latency[index] = (latency[index] ?? 0) + 1;
    }
  }
  if (distinct > 0) {
    const tick = Math.floor(now / TICK_MS);
    deliveriesByTick.set(tick, (deliveriesByTick.get(tick) ?? 0) + distinct);
  }
}

function onClose(receiver: Receiver): void {
  if (receiver.inPass && !receiver.droppedInPass) {
    receiver.droppedInPass = true;
    droppedInPass += 1;
  }
}

/** Opens clients until `count` are in the room, at most 200 handshakes at a time; each waits at most 30 s. */
async function connect(url: string, token: string, livestreamId: string, count: number) {
  receivers = receivers.filter((receiver) => !receiver.closed && receiver.joined);
  const missing = Math.max(0, count - receivers.length);
  let started = 0;
  let failed = 0;
  const opened: Receiver[] = [];
  async function lane(): Promise<void> {
    while (started < missing) {
      started += 1;
      const receiver = new Receiver(url, token, livestreamId, onClose);
      if (await receiver.ready(30_000)) opened.push(receiver);
      else failed += 1;
    }
  }
  await Promise.all(Array.from({ length: Math.min(200, missing) }, lane));
  receivers.push(...opened.filter((receiver) => !receiver.closed));
  return { open: receivers.length, failed, errors: [...errors].slice(0, 5) };
}

function startPass(number: number, seqs: number): object {
  pass = number;
  maxSeq = seqs;
  latency = new Uint32Array(LATENCY_BUCKETS);
  measuredDeliveries = duplicates = strays = droppedInPass = 0;
  deliveriesByTick.clear();
  errors.clear();
  receivers = receivers.filter((receiver) => !receiver.closed);
  for (const receiver of receivers) {
    receiver.inPass = true;
    receiver.droppedInPass = false;
    receiver.bits = new Uint8Array(Math.ceil(seqs / 8));
  }
  return { open: receivers.length };
}

function results(acked: number[], windowStart: number, windowEnd: number): object {
  const throughout = receivers.filter((receiver) => receiver.inPass && !receiver.droppedInPass);
  let received = 0;
  for (const receiver of throughout)
    for (const seq of acked) if ((receiver.bits[seq >> 3] ?? 0) & (1 << (seq & 7))) received += 1;
  let inWindow = 0;
  for (const [tick, count] of deliveriesByTick)
    if (tick * TICK_MS >= windowStart && tick * TICK_MS < windowEnd) inWindow += count;
  const histogram: [number, number][] = [];
  latency.forEach((count, ms) => {
    if (count > 0) histogram.push([ms, count]);
  });
  for (const receiver of receivers) receiver.inPass = false;
  return {
    throughout: throughout.length,
    expected: acked.length * throughout.length,
    received,
    duplicates,
    strays,
    dropped: droppedInPass,
    inWindow,
    histogram,
    ...windowStats,
    errors: [...errors].slice(0, 5),
  };
}

async function disconnect(): Promise<object> {
  for (const receiver of receivers) receiver.ws.close();
  const until = Date.now() + 10_000;
  while (receivers.some((receiver) => !receiver.closed) && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 100));
  for (const receiver of receivers) if (!receiver.closed) receiver.ws.terminate();
  receivers = [];
  return {};
}

async function handle(command: Command): Promise<object> {
  switch (command.cmd) {
    case 'connect':
      return connect(command.url, command.token, command.livestreamId, command.count);
    case 'pass':
      return startPass(command.pass, command.maxSeq);
    case 'window-start':
      cpuAtStart = process.cpuUsage();
      timeAtStart = performance.now();
      loop.reset();
      return {};
    case 'window-end': {
      const cpu = process.cpuUsage(cpuAtStart);
      const wallMicros = (performance.now() - timeAtStart) * 1000;
      windowStats = {
        cpuPercent: ((cpu.user + cpu.system) / wallMicros) * 100,
        loopP99Ms: loop.percentile(99) / 1e6,
        loopMaxMs: loop.max / 1e6,
      };
      return {};
    }
    case 'progress':
      return { measuredDeliveries, open: receivers.filter((receiver) => !receiver.closed).length };
    case 'results':
      return results(command.acked, command.windowStart, command.windowEnd);
    case 'disconnect':
      return disconnect();
    case 'exit':
      setImmediate(() => process.exit(0));
      return {};
  }
}

process.on('message', (command: Command) => {
  handle(command).then(
    (answer) => process.send?.({ id: command.id, ...answer }),
    (error: unknown) => process.send?.({ id: command.id, error: String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
