import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The suite's global setup, run once its servers answer. `npm test` starts the suite beside the unit suites, so
 * the server boots, seeds the demo network and transcodes its catalog while they run; the journeys wait until the
 * file named by `E2E_START_FILE` exists, which `npm test` writes once the unit suites that would compete with them
 * for the machine are done. Without it the journeys start at once.
 */
export default async function holdJourneys(): Promise<void> {
  const startFile = process.env.E2E_START_FILE;
  if (!startFile) return;
  while (!fs.existsSync(startFile)) await sleep(500);
}
