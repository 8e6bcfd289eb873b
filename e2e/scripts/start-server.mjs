// Starts the built server for the suite on a fresh data directory, so every run begins with an empty database
// and outbox (the directory is given in DATA_DIR by playwright.config.ts).
import fs from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must name the suite’s own data directory');
fs.rmSync(dataDir, { recursive: true, force: true });
await import('../../apps/server/dist/main.js');
