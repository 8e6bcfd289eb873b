import { fileURLToPath } from 'node:url';

/** The data directory of the server the suite starts: a fresh database, secrets and mail outbox each run. */
export const E2E_DATA_DIR = fileURLToPath(new URL('../data/e2e', import.meta.url));

/** Where that server writes each mail it sends, as an .eml file. */
export const E2E_OUTBOX_DIR = `${E2E_DATA_DIR}/outbox`;

export const E2E_PORT = 3100;

/** The stand-in for Patreon's consent page and API that the suite starts beside the server. */
export const E2E_PATREON_PORT = 3101;
export const E2E_PATREON_URL = `http://127.0.0.1:${E2E_PATREON_PORT}`;
/** The Patreon tier the server counts as a subscription, and that every stand-in patron has. */
export const E2E_PATREON_TIER = 'tier-crew';
