// Content-cache reads against a bare Fastify route sending the very same bytes and headers, measured in one run,
// once as a client without Accept-Encoding and once as a browser (`gzip, deflate, br`).
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { measure, printFiguresTable, startProcess, type Measurement } from './harness';

export interface RecordedAnswer {
  name: string;
  bodyFile: string;
  headers: Record<string, string>;
}

export const BROWSER_ENCODINGS = 'gzip, deflate, br';

export const CONTENT_CACHE_READS: [string, string][] = [
  ['GET /v1/remoteconfig', '/v1/remoteconfig'],
  ['GET /v1/localisation/4', '/v1/localisation/4'],
  ['GET /v1/faq', '/v1/faq'],
  ['GET /channels/v14 (catalog)', '/channels/v14?hero=true'],
  // Browse page 50 (30 a page): empty on the demo network, the 1,471st to 1,500th episodes on the large one.
  ['GET /channels/v14/latest (browse page 50)', '/channels/v14/latest?offset=1470&limit=30'],
  // A typo of a title word both the demo and the large network have.
  ['GET /channels/v14/search?q=studo', '/channels/v14/search?q=studo'],
];

/** The answer as it leaves the server: its status, the headers a bare route must repeat, and the raw bytes. */
function fetchRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

const REPEATED_HEADERS = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'];

export interface ContentCacheRow {
  crewcast: Measurement;
  bare: Measurement;
  bytes: number;
}

/** Records each read's answers from the running server, starts a bare server sending them, and measures both. */
export async function measureContentCache(
  baseUrl: string,
  seconds: number,
  label = '',
): Promise<ContentCacheRow[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-bare-bodies-'));
  const cases = CONTENT_CACHE_READS.flatMap(([name, url], index) =>
    [undefined, BROWSER_ENCODINGS].map((encoding) => ({
      name: `${name}${label}, ${encoding ? `Accept-Encoding: ${encoding}` : 'no Accept-Encoding'}`,
      url,
      headers: encoding ? { 'accept-encoding': encoding } : ({} as Record<string, string>),
      id: `${index}-${encoding ? 'browser' : 'plain'}`,
    })),
  );
  const sizes = new Map<string, number>();
  for (const read of cases) {
    const answer = await fetchRaw(baseUrl + read.url, read.headers);
    if (answer.status !== 200) throw new Error(`${read.url} answered ${answer.status}`);
    const headers = Object.fromEntries(
      REPEATED_HEADERS.flatMap((name) =>
        answer.headers[name] ? [[name, String(answer.headers[name])]] : [],
      ),
    );
    const recorded: RecordedAnswer = { name: read.id, bodyFile: `${read.id}.body`, headers };
    await fs.writeFile(path.join(dir, recorded.bodyFile), answer.body);
    await fs.writeFile(path.join(dir, `${read.id}.json`), JSON.stringify(recorded));
    sizes.set(read.id, answer.body.length);
  }
  const bare = await startProcess(['--import', 'tsx', 'bench/bare-server.ts'], '/bare', {
    BARE_BODIES_DIR: dir,
  });
  try {
    const rows: ContentCacheRow[] = [];
    for (const read of cases) {
      rows.push({
        crewcast: await measure(read.name, { url: baseUrl + read.url, headers: read.headers }, seconds),
        bare: await measure(
          `bare ${read.id}`,
          { url: `${bare.url}/same/${read.id}`, headers: read.headers },
          seconds,
        ),
        bytes: sizes.get(read.id) ?? 0,
      });
    }
    return rows;
  } finally {
    await bare.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export function printContentCacheTable(rows: ContentCacheRow[]): void {
  printFiguresTable(
    'content-cache read | bytes sent | req/s | p50 ms | p99 ms | bare route, same bytes: req/s | p50 ms | p99 ms | ratio',
    rows.map(({ crewcast, bare, bytes }) => [
      crewcast.name,
      bytes,
      crewcast.requestsPerSecond,
      crewcast.p50Ms,
      crewcast.p99Ms,
      bare.requestsPerSecond,
      bare.p50Ms,
      bare.p99Ms,
      (crewcast.requestsPerSecond / bare.requestsPerSecond).toFixed(2),
    ]),
  );
}
