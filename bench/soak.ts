// `npm run bench:soak`: mixed load on the built server for SOAK_MINUTES (30), one window a minute; prints a row
// per window (requests, errors, p99, server RSS) and the verdict: RSS growth after warm-up under 10%, no errors,
// p99 stable. Exits 1 when the verdict fails.
import fs from 'node:fs/promises';
import autocannon from 'autocannon';
import { accessToken } from './accounts';
import { startCrewcast, waitForDemoCatalog } from './harness';

const minutes = Number(process.env.SOAK_MINUTES ?? 30);
const windowSeconds = Number(process.env.SOAK_WINDOW_SECONDS ?? 60);
const warmUpWindows = Number(process.env.SOAK_WARM_UP_WINDOWS ?? 2);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 20);
const windows = Math.max(warmUpWindows + 2, Math.round((minutes * 60) / windowSeconds));

interface Window {
  index: number;
  requests: number;
  errors: number;
  p99Ms: number;
  rssMb: number;
}

async function rssMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const server = await startCrewcast();
try {
  // One playable episode is enough for the progress saves; the rest of the catalog transcodes meanwhile.
  await waitForDemoCatalog(server.url, 1);
  const token = await accessToken(server.url);
  const latest = (await (await fetch(`${server.url}/channels/v14/latest?limit=20`)).json()) as Array<{
    id: number;
  }>;
  const episode = latest[0]?.id ?? 1;
  const member = { authorization: `Bearer ${token}` };
  let second = 0;
  // A member's session on the site: catalog and settings reads, their own lists, progress saves as they watch.
  const requests: autocannon.Request[] = [
    { method: 'GET', path: '/v1/remoteconfig' },
    { method: 'GET', path: '/channels/v14' },
    { method: 'GET', path: '/channels/v14/latest?limit=30' },
    { method: 'GET', path: `/channels/v14/media/${episode}` },
    { method: 'GET', path: '/v1/localisation/4' },
    { method: 'GET', path: '/v1/userinfo/query', headers: member },
    { method: 'GET', path: '/v2/device', headers: member },
    { method: 'GET', path: '/v1/watchHistory', headers: member },
    {
      method: 'PUT',
      path: `/v1/progress/${episode}`,
      headers: { ...member, 'content-type': 'application/json' },
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ currentTime: (second = (second + 1) % 3000), totalTime: 3000 }),
      }),
    },
    { method: 'GET', path: `/v1/progress/${episode}`, headers: member },
  ];

  const results: Window[] = [];
  console.log(`Soak: ${windows} windows of ${windowSeconds} s, ${connections} connections, mixed routes\n`);
  console.log('| window | requests | errors | p99 ms | RSS MB |');
  console.log('|---:|---:|---:|---:|---:|');
  for (let index = 1; index <= windows; index += 1) {
    const result = await autocannon({ url: server.url, connections, duration: windowSeconds, requests });
    const row: Window = {
      index,
      requests: result.requests.total,
      errors: result.errors + result.timeouts + result.non2xx,
      p99Ms: result.latency.p99,
      rssMb: await rssMb(server.pid),
    };
    results.push(row);
    const label = index <= warmUpWindows ? `${index} (warm-up)` : String(index);
    console.log(`| ${label} | ${row.requests} | ${row.errors} | ${row.p99Ms} | ${row.rssMb} |`);
  }

  const measured = results.slice(warmUpWindows);
  const edge = Math.min(3, Math.floor(measured.length / 2));
  const rssStart = median(measured.slice(0, edge).map((row) => row.rssMb));
  const rssEnd = median(measured.slice(-edge).map((row) => row.rssMb));
  const p99Start = median(measured.slice(0, edge).map((row) => row.p99Ms));
  const p99End = median(measured.slice(-edge).map((row) => row.p99Ms));
  const growth = rssStart > 0 ? (rssEnd - rssStart) / rssStart : 0;
  const errors = results.reduce((sum, row) => sum + row.errors, 0);
  const checks = [
    { name: 'RSS growth after warm-up', value: `${(growth * 100).toFixed(1)}%`, ok: growth < 0.1 },
    { name: 'errors (incl. non-2xx)', value: String(errors), ok: errors === 0 },
    // Stable: the last windows' p99 within twice the first ones' (and 5 ms of slack for tiny numbers).
    { name: 'p99 first -> last', value: `${p99Start} -> ${p99End} ms`, ok: p99End <= p99Start * 2 + 5 },
  ];
  console.log('\n| check | value | result |');
  console.log('|---|---:|---|');
  for (const check of checks)
    console.log(`| ${check.name} | ${check.value} | ${check.ok ? 'pass' : 'FAIL'} |`);
  process.exitCode = checks.every((check) => check.ok) ? 0 : 1;
} finally {
  await server.stop();
}
