import { fileURLToPath } from 'node:url';

// Each run of the suite gets its own block of ports and data directory (fixed by the first process, inherited by
// the workers), so runs started side by side on one machine do not meet each other's servers. Every block lies
// below Linux's ephemeral range (32768 and up), where an outgoing connection may already hold a port, and below the
// band the server suites' test sites take their ports from (16384 and up, apps/server/src/free-port.ts).
const PORT_BLOCK = 32;
process.env.E2E_PORT ??= String(10_000 + PORT_BLOCK * Math.floor(Math.random() * 190));

export const E2E_PORT = Number(process.env.E2E_PORT);

/** The data directory of the server the suite starts: a fresh database, secrets and mail outbox each run. */
export const E2E_DATA_DIR = fileURLToPath(new URL(`../data/e2e-${E2E_PORT}`, import.meta.url));

/** Where that server writes each mail it sends, as an .eml file. */
export const E2E_OUTBOX_DIR = `${E2E_DATA_DIR}/outbox`;

/** The RTMP ingest of that server. */
export const E2E_RTMP_PORT = E2E_PORT + 2;

/** The stand-in for Patreon's consent page and API that the suite starts beside the server. */
export const E2E_PATREON_PORT = E2E_PORT + 1;
export const E2E_PATREON_URL = `http://127.0.0.1:${E2E_PATREON_PORT}`;
/** The Patreon tier the server counts as a subscription, and that every stand-in patron has. */
export const E2E_PATREON_TIER = 'tier-crew';
/** The campaign the server counts, and that every stand-in membership belongs to. */
export const E2E_PATREON_CAMPAIGN = 'campaign-crew';

/** Where a journey serves an HLS stream of its own, as a livestream's external address (a CDN, another site). */
export const E2E_EXTERNAL_HLS_URL = `http://127.0.0.1:${E2E_PORT + 3}`;

/** A port of the run's block for a server of a journey's own, one per worker (a retry runs in a new worker). */
export function workerPort(workerIndex: number): number {
  return E2E_PORT + 8 + (workerIndex % (PORT_BLOCK - 8));
}
