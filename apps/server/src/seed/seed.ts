import type { Database } from '../db/client';
import { createConfigRepository } from '../modules/config/config.repository';
import { seedBase } from './base';
import { seedDemo } from './demo';

/** Seeds in one transaction: the demo network only into an empty database, the base data always. */
export async function seedDatabase(
  db: Database,
  options: { demo: boolean },
): Promise<{ demoSeeded: boolean }> {
  return db.transaction(async (tx) => {
    const fresh = (await createConfigRepository(tx).listSettings()).length === 0;
    const demoSeeded = options.demo && fresh;
    await seedBase(tx);
    if (demoSeeded) await seedDemo(tx);
    return { demoSeeded };
  });
}
