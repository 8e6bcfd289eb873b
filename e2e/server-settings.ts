import { fileURLToPath } from 'node:url';

/** The data directory of the server the suite starts: a fresh database, secrets and mail outbox each run. */
export const E2E_DATA_DIR = fileURLToPath(new URL('../data/e2e', import.meta.url));

/** Where that server writes each mail it sends, as an .eml file. */
export const E2E_OUTBOX_DIR = `${E2E_DATA_DIR}/outbox`;

export const E2E_PORT = 3100;
