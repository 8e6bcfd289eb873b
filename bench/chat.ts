// `npm run bench:chat`: live chat fan-out through the realtime gateway against a bare socket.io broadcast server,
// both measured in the same run. Needs the built server (npm run build).
//
// Each server runs in its own process; the receiving clients run in forked processes (chat-receivers.ts); the
// senders (socket.io-client, websocket only) run here. A pass: BENCH_CHAT_CLIENTS receivers in one livestream
// room, senders writing BENCH_CHAT_RATE messages a second in total for BENCH_CHAT_WARMUP seconds of warm-up, then
// BENCH_CHAT_SECONDS measured, then until every acknowledged message has arrived (at most 30 s). Each text carries
// its send time, so receivers measure delivery latency; each receiver records which messages it got, so
// lost = acknowledged messages x receivers connected throughout - distinct deliveries. With BENCH_CHAT_OVERLOAD
// (default on) a second pass runs at twice the message rate (same clients). BENCH_CHAT_SENDERS (default 50) members
// share the sending, each on its own connection; BENCH_CHAT_WORKERS (default 1) splits the receivers over that
// many processes. Before each pass it waits up to BENCH_CHAT_QUIET_SECONDS (default 90) for other processes on the
// machine to use under 30% of a core, and reports what they used during the pass.
import { execSync, fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { loginDemoMember, registerMember } from './accounts';
import { repoRoot, startCrewcast, startProcess, waitForDemoCatalog, type RunningServer } from './harness';

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
}
const clients = setting('BENCH_CHAT_CLIENTS', 5000);
const rate = setting('BENCH_CHAT_RATE', 50);
const seconds = setting('BENCH_CHAT_SECONDS', 20);
const warmUp = setting('BENCH_CHAT_WARMUP', 5);
const workerCount = setting('BENCH_CHAT_WORKERS', 1);
const senderCount = setting('BENCH_CHAT_SENDERS', 50);
const quietSeconds = setting('BENCH_CHAT_QUIET_SECONDS', 90);
const overload = !['0', 'false', 'no', 'off'].includes(
  (process.env.BENCH_CHAT_OVERLOAD ?? 'true').toLowerCase(),
);

// The targets of the issue: 5,000 clients x 50 msg/s, p99 under 0.5 s, nothing lost, 30 KB per connection.
const TARGET = { deliveriesPerSecond: 250_000, p99Ms: 500, lost: 0, kbPerConnection: 30 };
const DRAIN_LIMIT_MS = 30_000;
const ACK_TIMEOUT_MS = 15_000;

if (!fs.existsSync(path.join(repoRoot, 'apps/server/dist/main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

// Each receiver is one descriptor in the server and one in a load generator process; they inherit this limit.
const openFiles = (() => {
  const line = fs
    .readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((row) => row.startsWith('Max open files'));
  const soft = line?.split(/\s{2,}/)[1] ?? '';
  return soft === 'unlimited' ? Infinity : Number(soft);
})();
if (openFiles < clients + 1024) {
  console.error(
    `The open-file limit is ${openFiles}; ${clients} clients need at least ${clients + 1024}. ` +
      `Raise it (ulimit -n ${clients * 2 + 1024}) or lower BENCH_CHAT_CLIENTS.`,
  );
  process.exit(1);
}

// --- /proc readings --------------------------------------------------------------------------------------------

const CLOCK_TICKS = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** [state, parent pid, CPU ticks used (user + system)] of a process, or undefined once it is gone. */
function stat(pid: number): [string, number, number] | undefined {
  try {
    const line = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = line.slice(line.lastIndexOf(')') + 2).split(' '); // the name may hold spaces and parentheses
    return [fields[0] ?? '', Number(fields[1]), Number(fields[11]) + Number(fields[12])];
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  const state = stat(pid)?.[0];
  return state !== undefined && state !== 'Z' && state !== 'X';
}

/** CPU ticks of a process's descendants (the embedded PostgreSQL under the server). */
function descendantTicks(pid: number): number {
  const parents = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const info = stat(Number(entry));
    if (!info) continue;
    parents.set(Number(entry), info[1]);
    ticks.set(Number(entry), info[2]);
  }
  let sum = 0;
  for (const [child] of parents) {
    let ancestor = parents.get(child);
    for (let depth = 0; ancestor !== undefined && ancestor > 1 && depth < 10; depth += 1) {
      if (ancestor === pid) {
        sum += ticks.get(child) ?? 0;
        break;
      }
      ancestor = parents.get(ancestor);
    }
  }
  return sum;
}

/** Busy and total jiffies of the whole machine. */
function machineTicks(): [number, number] {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]?.split(/\s+/).slice(1).map(Number) ?? [];
  const total = cpu.reduce((sum, value) => sum + value, 0);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  return [total - idle, total];
}

/** CPU ticks of this process and everything it started (servers, their database, load generators). */
const ownTicks = () => (stat(process.pid)?.[2] ?? 0) + descendantTicks(process.pid);

/**
 * The machine may be shared: before a pass, waits (at most BENCH_CHAT_QUIET_SECONDS, default 90) until processes outside this benchmark use under
 * 30% of a core over 2 s. Answers what they used at the last look, in % of a core.
 */
async function quietMachine(): Promise<{ othersPercent: number; waitedSeconds: number }> {
  const started = Date.now();
  for (;;) {
    const [busy0] = machineTicks();
    const own0 = ownTicks();
    const at = performance.now();
    await sleep(2000);
    const [busy1] = machineTicks();
    const wall = (performance.now() - at) / 1000;
    const othersPercent = Math.max(0, ((busy1 - busy0 - (ownTicks() - own0)) / CLOCK_TICKS / wall) * 100);
    const waitedSeconds = (Date.now() - started) / 1000;
    if (othersPercent < 30 || waitedSeconds > quietSeconds) return { othersPercent, waitedSeconds };
  }
}

// --- receiver processes ----------------------------------------------------------------------------------------

type Answer = Record<string, unknown>;

interface PassAnswer {
  throughout: number;
  expected: number;
  received: number;
  duplicates: number;
  strays: number;
  dropped: number;
  inWindow: number;
  histogram: [number, number][];
  cpuPercent: number;
  loopP99Ms: number;
  loopMaxMs: number;
  errors: string[];
}

function startWorkers(count: number) {
  const processes: ChildProcess[] = [];
  const waiting = new Map<number, (answer: Answer) => void>();
  let nextId = 1;
  for (let i = 0; i < count; i += 1) {
    const child = fork(path.join(repoRoot, 'bench/chat-receivers.ts'), [], {
      cwd: repoRoot,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (answer: Answer) => {
      waiting.get(answer.id as number)?.(answer);
      waiting.delete(answer.id as number);
    });
    processes.push(child);
  }
  function ask<T = Answer>(child: ChildProcess, command: object, timeoutMs = 60_000): Promise<T> {
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`a load generator did not answer ${JSON.stringify(command).slice(0, 80)}`));
      }, timeoutMs);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        if (answer.error) reject(new Error(String(answer.error)));
        else resolve(answer as T);
      });
      child.send({ ...command, id });
    });
  }
  return {
    processes,
    all: <T = Answer>(command: object | ((index: number) => object), timeoutMs?: number) =>
      Promise.all(
        processes.map((child, index) =>
          ask<T>(child, typeof command === 'function' ? command(index) : command, timeoutMs),
        ),
      ),
    stop: () =>
      Promise.all(
        processes.map(async (child) => {
          if (child.exitCode !== null) return;
          await ask(child, { cmd: 'exit' }, 5000).catch(() => child.kill('SIGKILL'));
        }),
      ),
  };
}
type Workers = ReturnType<typeof startWorkers>;

// --- senders -----------------------------------------------------------------------------------------------------

/** Why sender connections closed during the run, by reason (a sender is reopened before the next pass). */
const senderDisconnects = new Map<string, number>();

async function openSocket(url: string, token: string): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    query: { token },
    reconnection: false,
    timeout: 15_000,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  socket.on('disconnect', (reason) => {
    if (reason !== 'io client disconnect')
      senderDisconnects.set(reason, (senderDisconnects.get(reason) ?? 0) + 1);
  });
  return socket;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const padding = ' the quick brown fox jumps over the lazy dog and keeps running';

// --- one pass ----------------------------------------------------------------------------------------------------

interface PassResult {
  server: string;
  load: string;
  messageRate: number;
  clients: number;
  throughout: number;
  acked: number;
  ackP50Ms: number;
  ackP99Ms: number;
  notAcked: number;
  sendErrors: Map<string, number>;
  senderDisconnects: Map<string, number>;
  deliveriesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  lost: number;
  duplicates: number;
  dropped: number;
  serverCpu: number;
  databaseCpu: number;
  loadCpu: number[];
  loadLoopP99Ms: number;
  machineBusy: number;
  senderCpu: number;
  quiet: { othersPercent: number; waitedSeconds: number };
  rss: { start: number; mid: number; end: number; peak: number };
  up: boolean;
  receiverErrors: string[];
}

let passNumber = 0;

async function runPass(
  name: string,
  server: RunningServer,
  senders: Socket[],
  livestreamId: string,
  workers: Workers,
  messageRate: number,
  load: string,
  quiet: PassResult['quiet'],
): Promise<PassResult> {
  passNumber += 1;
  const pass = passNumber;
  const total = Math.ceil(messageRate * (warmUp + seconds));
  const starts = await workers.all<{ open: number }>({ cmd: 'pass', pass, maxSeq: total + 8 });
  const connected = starts.reduce((sum, answer) => sum + answer.open, 0);

  const rssSamples: [number, number][] = [];
  const sampler = setInterval(() => {
    if (alive(server.pid)) rssSamples.push([Date.now(), rssKb(server.pid)]);
  }, 250);

  const acked: number[] = [];
  const ackMs: number[] = [];
  const sendErrors = new Map<string, number>();
  let outstanding = 0;
  let notAcked = 0;
  let seq = 0;
  let windowStart = 0;
  let windowEnd = 0;
  let at: { server: number; database: number; machine: [number, number]; own: NodeJS.CpuUsage } | undefined;
  let during: { server: number; database: number; machineBusy: number; senders: number } | undefined;
  const marks: Promise<unknown>[] = [];
  const began = performance.now();
  const ticks = () => ({
    server: stat(server.pid)?.[2] ?? 0,
    database: descendantTicks(server.pid),
    machine: machineTicks(),
    own: process.cpuUsage(),
  });

  for (;;) {
    const elapsed = (performance.now() - began) / 1000;
    if (!windowStart && elapsed >= warmUp) {
      windowStart = Date.now();
      at = ticks();
      marks.push(workers.all({ cmd: 'window-start' }));
    }
    if (elapsed >= warmUp + seconds) {
      windowEnd = Date.now();
      const end = ticks();
      const wall = (windowEnd - windowStart) / 1000;
      if (at)
        during = {
          server: ((end.server - at.server) / CLOCK_TICKS / wall) * 100,
          database: ((end.database - at.database) / CLOCK_TICKS / wall) * 100,
          machineBusy: ((end.machine[0] - at.machine[0]) / (end.machine[1] - at.machine[1])) * 100,
          senders: ((end.own.user + end.own.system - at.own.user - at.own.system) / 1e6 / wall) * 100,
        };
      marks.push(workers.all({ cmd: 'window-end' }));
      break;
    }
    const due = Math.min(total, Math.floor(elapsed * messageRate));
    for (; seq < due; seq += 1) {
      const measured = windowStart > 0;
      // Bounded: past five seconds' worth of unacknowledged messages, stop adding more.
      if (outstanding > messageRate * 5) {
        notAcked += 1;
        continue;
      }
      const sentAt = Date.now();
      const message = `bench ${pass} ${seq} ${sentAt} ${measured ? 'm' : 'w'}${padding}`;
      const number = seq;
      outstanding += 1;
      senders[seq % senders.length]!.timeout(ACK_TIMEOUT_MS).emit(
        'livestream',
        { type: 'message', livestreamId, message },
        (error: Error | null, answer?: { ok: boolean; error?: string }) => {
          outstanding -= 1;
          if (!error && answer?.ok) {
            if (measured) {
              acked.push(number);
              ackMs.push(Date.now() - sentAt);
            }
            return;
          }
          if (measured) notAcked += 1;
          const reason = error ? 'no acknowledgement' : (answer?.error ?? 'unknown');
          sendErrors.set(reason, (sendErrors.get(reason) ?? 0) + 1);
        },
      );
    }
    await sleep(2);
  }
  await Promise.all(marks);

  // Every acknowledgement in, then every acknowledged message delivered (or no progress for 3 s, at most 30 s).
  for (let waited = 0; outstanding > 0 && waited < ACK_TIMEOUT_MS + 1000; waited += 50) await sleep(50);
  const drainUntil = Date.now() + DRAIN_LIMIT_MS;
  let last = -1;
  let stillSince = Date.now();
  while (Date.now() < drainUntil && alive(server.pid)) {
    const progress = await workers.all<{ measuredDeliveries: number; open: number }>({ cmd: 'progress' });
    const delivered = progress.reduce((sum, answer) => sum + answer.measuredDeliveries, 0);
    const open = progress.reduce((sum, answer) => sum + answer.open, 0);
    if (delivered >= acked.length * open) break;
    if (delivered !== last) {
      last = delivered;
      stillSince = Date.now();
    } else if (Date.now() - stillSince > 3000) break;
    await sleep(250);
  }
  clearInterval(sampler);
  const up = alive(server.pid);

  const answers = await workers.all<PassAnswer>({ cmd: 'results', acked, windowStart, windowEnd }, 120_000);
  const histogram = new Map<number, number>();
  for (const answer of answers)
    for (const [ms, count] of answer.histogram) histogram.set(ms, (histogram.get(ms) ?? 0) + count);
  const percentile = (p: number) => {
    const sorted = [...histogram].sort((a, b) => a[0] - b[0]);
    const count = sorted.reduce((sum, [, n]) => sum + n, 0);
    let seen = 0;
    for (const [ms, n] of sorted) {
      seen += n;
      if (seen >= count * p) return ms;
    }
    return NaN;
  };
  const sum = (pick: (answer: PassAnswer) => number) =>
    answers.reduce((total, answer) => total + pick(answer), 0);
  ackMs.sort((a, b) => a - b);
  const inWindow = rssSamples
    .filter(([time]) => time >= windowStart && time <= windowEnd)
    .map(([, kb]) => kb);
  const kb = (samples: number[], index: number) => samples.at(index) ?? 0;
  return {
    server: name,
    load,
    messageRate,
    clients: connected,
    throughout: sum((answer) => answer.throughout),
    acked: acked.length,
    ackP50Ms: ackMs[Math.floor((ackMs.length - 1) * 0.5)] ?? NaN,
    ackP99Ms: ackMs[Math.floor((ackMs.length - 1) * 0.99)] ?? NaN,
    notAcked,
    sendErrors,
    senderDisconnects: new Map(senderDisconnects),
    deliveriesPerSecond: sum((answer) => answer.inWindow) / ((windowEnd - windowStart) / 1000),
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
    lost: sum((answer) => answer.expected) - sum((answer) => answer.received),
    duplicates: sum((answer) => answer.duplicates),
    dropped: sum((answer) => answer.dropped),
    serverCpu: during?.server ?? NaN,
    databaseCpu: during?.database ?? NaN,
    loadCpu: answers.map((answer) => answer.cpuPercent),
    loadLoopP99Ms: Math.max(...answers.map((answer) => answer.loopP99Ms)),
    machineBusy: during?.machineBusy ?? NaN,
    senderCpu: during?.senders ?? NaN,
    quiet,
    rss: {
      start: kb(inWindow, 0),
      mid: kb(inWindow, Math.floor(inWindow.length / 2)),
      end: kb(inWindow, -1),
      peak: Math.max(0, ...rssSamples.map(([, value]) => value)),
    },
    up,
    receiverErrors: answers.flatMap((answer) => answer.errors),
  };
}

// --- one server --------------------------------------------------------------------------------------------------

interface ServerResult {
  name: string;
  kbPerConnection: number;
  rssBeforeKb: number;
  rssAfterKb: number;
  connectSeconds: number;
  passes: PassResult[];
}

async function benchServer(
  name: string,
  server: RunningServer,
  receiverToken: string,
  senderTokens: string[],
  workers: Workers,
): Promise<ServerResult> {
  const senders = await Promise.all(senderTokens.map((token) => openSocket(server.url, token)));
  try {
    const status = (await senders[0]!
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('livestream', { type: 'status' })) as {
      ok: boolean;
      status?: { nextStream?: { livestreamId: string } | null; streams?: { livestreamId: string }[] };
    };
    const livestreamId = status.status?.streams?.[0]?.livestreamId ?? status.status?.nextStream?.livestreamId;
    if (!livestreamId) throw new Error(`${name}: no livestream in ${JSON.stringify(status)}`);

    // RSS moves with garbage collection: each reading is the least of five, a second apart.
    const settledRss = async () => {
      let least = Infinity;
      for (let i = 0; i < 5; i += 1) {
        await sleep(1000);
        least = Math.min(least, rssKb(server.pid));
      }
      return least;
    };
    const before = await settledRss();
    const connect = (count: number) =>
      workers.all<{ open: number; failed: number; errors: string[] }>(
        (index) => ({
          cmd: 'connect',
          url: server.url,
          token: receiverToken,
          livestreamId,
          count: Math.floor(count / workerCount) + (index < count % workerCount ? 1 : 0),
        }),
        300_000,
      );
    const started = performance.now();
    const opened = await connect(clients);
    const connectSeconds = (performance.now() - started) / 1000;
    const open = opened.reduce((sum, answer) => sum + answer.open, 0);
    const failed = opened.reduce((sum, answer) => sum + answer.failed, 0);
    console.log(
      `${name}: ${open} of ${clients} receivers in the room after ${connectSeconds.toFixed(1)} s` +
        (failed ? ` (${failed} failed: ${opened.flatMap((answer) => answer.errors).join('; ')})` : ''),
    );
    const after = await settledRss();
    const kbPerConnection = (after - before) / Math.max(1, open);

    const passes: PassResult[] = [];
    const loads: [number, string][] = [[rate, `${clients} x ${rate}/s`]];
    if (overload) loads.push([rate * 2, `${clients} x ${rate * 2}/s (2x rate)`]);
    for (const [messageRate, load] of loads) {
      if (!alive(server.pid)) break;
      const quiet = await quietMachine();
      senderDisconnects.clear();
      if (passes.length > 0) await connect(clients); // top up clients dropped in the previous pass
      // A starved server may close sender connections (ping timeout): reopen them, three tries each.
      for (const [index, socket] of senders.entries())
        for (let attempt = 0; attempt < 3 && !senders[index]!.connected; attempt += 1) {
          socket.close();
          senders[index] = await openSocket(server.url, senderTokens[index]!).catch((error: Error) => {
            senderDisconnects.set(
              `reopen failed: ${error.message}`,
              (senderDisconnects.get(`reopen failed: ${error.message}`) ?? 0) + 1,
            );
            return senders[index]!;
          });
        }
      const result = await runPass(name, server, senders, livestreamId, workers, messageRate, load, quiet);
      console.log(
        `${name} ${load}: ${Math.round(result.deliveriesPerSecond)} deliveries/s, p99 ${result.p99Ms} ms, ` +
          `${result.lost} lost, ${result.dropped} dropped`,
      );
      passes.push(result);
    }
    await workers.all({ cmd: 'disconnect' }, 60_000);
    return { name, kbPerConnection, rssBeforeKb: before, rssAfterKb: after, connectSeconds, passes };
  } finally {
    for (const socket of senders) socket.close();
  }
}

// --- report ------------------------------------------------------------------------------------------------------

const number = (value: number, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a';

function report(results: ServerResult[]): void {
  const baseline = results.find((result) => result.name.startsWith('bare'));
  console.log(
    `\nchat fan-out, ${clients} receiving clients in one room, ${seconds} s measured after ${warmUp} s warm-up, ` +
      `${workerCount} load generator process(es), ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log(
    '| server | load (clients x msg/s) | clients connected | acked msgs | ack p50/p99 ms | deliveries/s | p50 ms | p99 ms | lost | ' +
      'duplicates | dropped by server | server KB/conn | server CPU % | server CPU µs/delivery | database CPU % | ' +
      'load generator CPU % | ' +
      'server RSS MB (start/peak/end) | up | deliveries/s vs baseline |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---:|');
  for (const result of results)
    for (const pass of result.passes) {
      const base = baseline?.passes.find((other) => other.messageRate === pass.messageRate);
      const ratio = base ? number(pass.deliveriesPerSecond / base.deliveriesPerSecond, 2) : 'n/a';
      const mb = (kb: number) => number(kb / 1024);
      console.log(
        `| ${result.name} | ${pass.load} | ${number(pass.clients)} | ${number(pass.acked)} | ` +
          `${number(pass.ackP50Ms)}/${number(pass.ackP99Ms)} | ` +
          `${number(pass.deliveriesPerSecond)} | ${number(pass.p50Ms)} | ${number(pass.p99Ms)} | ${number(pass.lost)} | ` +
          `${number(pass.duplicates)} | ${number(pass.dropped)} | ${number(result.kbPerConnection, 1)} | ` +
          `${number(pass.serverCpu)} | ${number((pass.serverCpu * 1e4) / pass.deliveriesPerSecond, 1)} | ` +
          `${number(pass.databaseCpu)} | ${pass.loadCpu.map((cpu) => number(cpu)).join(' + ')} | ` +
          `${mb(pass.rss.start)}/${mb(pass.rss.peak)}/${mb(pass.rss.end)} | ${pass.up ? 'yes' : 'NO'} | ${ratio} |`,
      );
    }

  const crewcast = results.find((result) => !result.name.startsWith('bare'));
  const normal = crewcast?.passes[0];
  if (crewcast && normal) {
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    console.log(`\ntargets (realtime gateway, ${normal.load}):`);
    console.log(
      `- ${number(TARGET.deliveriesPerSecond)} deliveries/s (5,000 clients x 50 msg/s): ` +
        `${number(normal.deliveriesPerSecond)} -> ${verdict(normal.deliveriesPerSecond >= TARGET.deliveriesPerSecond * 0.98)}`,
    );
    console.log(
      `- p99 under ${TARGET.p99Ms} ms: ${number(normal.p99Ms)} ms -> ${verdict(normal.p99Ms < TARGET.p99Ms)}`,
    );
    console.log(
      `- zero loss: ${number(normal.lost)} lost of ${number(normal.acked * normal.throughout)} expected ` +
        `(${number(normal.acked)} acked x ${number(normal.throughout)} receivers connected throughout) -> ` +
        `${verdict(normal.lost === 0)}`,
    );
    console.log(
      `- at most ${TARGET.kbPerConnection} KB server memory per connection: ${number(crewcast.kbPerConnection, 1)} KB -> ` +
        `${verdict(crewcast.kbPerConnection <= TARGET.kbPerConnection)}`,
    );
    const heavy = crewcast.passes[1];
    if (heavy) {
      // Bounded: still up, and RSS did not keep climbing through the second half of the measured window.
      const growthMb = (heavy.rss.end - heavy.rss.mid) / 1024;
      const bounded = heavy.up && growthMb <= Math.max(50, heavy.rss.mid / 1024 / 10);
      console.log(
        `- at twice the load (${heavy.load}): server ${heavy.up ? 'stayed up' : 'DIED'}, RSS ` +
          `${number(heavy.rss.start / 1024)} MB at the window's start, ${number(heavy.rss.mid / 1024)} MB midway, ` +
          `${number(heavy.rss.end / 1024)} MB at its end (peak ${number(heavy.rss.peak / 1024)} MB), ` +
          `${number(heavy.dropped)} clients dropped -> memory ${bounded ? 'bounded' : 'NOT bounded'}`,
      );
    }
  }

  for (const result of results) {
    console.log(
      `\n${result.name}: ${result.connectSeconds.toFixed(1)} s to connect the receivers; server RSS ` +
        `${number(result.rssBeforeKb / 1024)} MB before, ${number(result.rssAfterKb / 1024)} MB after connecting (least of 5 readings 1 s apart)`,
    );
    for (const pass of result.passes) {
      const notes: string[] = [];
      if (pass.notAcked > 0)
        notes.push(`${number(pass.notAcked)} measured messages not acknowledged or not sent`);
      if (pass.senderDisconnects.size > 0)
        notes.push(
          `sender connections closed: ${[...pass.senderDisconnects].map(([why, n]) => `${why} x${n}`).join(', ')}`,
        );
      if (pass.sendErrors.size > 0)
        notes.push(`send errors: ${[...pass.sendErrors].map(([code, n]) => `${code} x${n}`).join(', ')}`);
      if (pass.receiverErrors.length > 0) notes.push(`receiver errors: ${pass.receiverErrors.join('; ')}`);
      const loadMax = Math.max(...pass.loadCpu);
      notes.push(
        `before the pass other processes used ${number(pass.quiet.othersPercent)}% of a core` +
          (pass.quiet.waitedSeconds > 3 ? ` (waited ${number(pass.quiet.waitedSeconds)} s for them)` : ''),
      );
      const cores = os.availableParallelism();
      const accounted =
        pass.serverCpu + pass.databaseCpu + pass.senderCpu + pass.loadCpu.reduce((a, b) => a + b, 0);
      notes.push(
        `machine ${number(pass.machineBusy)}% busy (${cores} cores = 100%); of a core: senders ${number(pass.senderCpu)}%, ` +
          `other processes on the machine about ${number(Math.max(0, pass.machineBusy * cores - accounted))}%; ` +
          `load generator event-loop delay p99 ${number(pass.loadLoopP99Ms)} ms`,
      );
      if (loadMax >= 90)
        notes.push(
          `LOAD GENERATOR SATURATED (${number(loadMax)}% of a core): these figures bound the load generator, ` +
            `not only the server`,
        );
      console.log(`- ${pass.load}: ${notes.join('; ')}`);
    }
  }
}

// --- run ---------------------------------------------------------------------------------------------------------

const watchdog = setTimeout(() => {
  console.error('chat benchmark: gave up after 40 minutes');
  process.exit(1);
}, 40 * 60_000);
watchdog.unref();

/** Chat is open only while a stream is live: the staff demo account puts an external HLS stream live. */
async function startExternalStream(baseUrl: string): Promise<void> {
  const { token } = await loginDemoMember(baseUrl, {
    email: 'staff@crewcast.test',
    password: 'crewcast-demo',
  });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = await fetch(`${baseUrl}/v1/admin/livestreams`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: 'Chat bench',
      scheduledStart: null,
      requiresSubscription: false,
      externalUrl: 'https://cdn.bench.test/live.m3u8',
    }),
  });
  if (!created.ok) throw new Error(`chat bench stream not created: ${await created.text()}`);
  const { livestreamId } = (await created.json()) as { livestreamId: string };
  const started = await fetch(`${baseUrl}/v1/admin/livestreams/${livestreamId}/start`, {
    method: 'POST',
    headers,
  });
  if (!started.ok) throw new Error(`chat bench stream not started: ${await started.text()}`);
}

const bare = await startProcess(['--import', 'tsx', 'bench/chat-bare-server.ts'], '/ready');
const crewcast = await startCrewcast({
  DEMO: 'true',
  CHAT_RATE_LIMIT_MESSAGES: '1000000',
  CHAT_RATE_LIMIT_SECONDS: '10',
  REALTIME_EVENTS_PER_SECOND: '100000',
  // Every receiver is the one demo member.
  REALTIME_SOCKETS_PER_MEMBER: '100000',
  REGISTRATIONS_PER_HOUR: '100000',
}).catch(async (error) => {
  await bare.stop();
  throw error;
});
const workers = startWorkers(workerCount);
try {
  for (const pid of [crewcast.pid, bare.pid])
    if (fs.readlinkSync(`/proc/${pid}/exe`) !== process.execPath)
      throw new Error(`process ${pid} is not node itself: memory and CPU would be a wrapper's`);
  // The demo catalog transcodes after a fresh start; wait so ffmpeg is not competing for the cores.
  await waitForDemoCatalog(crewcast.url, 10, 900_000);
  await startExternalStream(crewcast.url);
  const receiverToken = (await loginDemoMember(crewcast.url)).token as string;
  // Many members share the sending, as in a real chat: one member's messages are stored one after another.
  const senderTokens: string[] = [];
  for (let i = 0; i < senderCount; i += 1)
    senderTokens.push(await registerMember(crewcast.url, `chat-sender-${i}@bench.test`, `ChatSender${i}`));
  const results = [
    await benchServer('realtime gateway', crewcast, receiverToken, senderTokens, workers),
    await benchServer(
      'bare socket.io (baseline)',
      bare,
      'none',
      senderTokens.map(() => 'none'),
      workers,
    ),
  ];
  report(results);
} finally {
  await workers.stop();
  await Promise.all([bare.stop(), crewcast.stop()]);
}
