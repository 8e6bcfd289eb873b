import type { Executor } from '../../db/client';
import { livestreams } from './live.schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo network's livestream: offline, with its next show three days ahead at 18:00 UTC. */
export async function seedDemoLivestream(tx: Executor, now = new Date()): Promise<void> {
  const start = new Date(now.getTime() + 3 * DAY_MS);
  start.setUTCHours(18, 0, 0, 0);
  await tx.insert(livestreams).values({ title: 'Crew Live', scheduledStart: start });
}
