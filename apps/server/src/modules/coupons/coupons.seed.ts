import type { Executor } from '../../db/client';
import { coupons } from './coupons.schema';

/** The demo network's discount codes: two that work and one that has expired. */
export async function seedDemoCoupons(tx: Executor, now = new Date()): Promise<void> {
  await tx
    .insert(coupons)
    .values([
      { code: 'CREW20', percentOff: 20, durationInMonths: 3 },
      { code: 'WELCOME50', percentOff: 50, durationInMonths: 1, maxRedemptions: 1000 },
      {
        code: 'EXPIRED10',
        percentOff: 10,
        durationInMonths: 1,
        expiresAt: new Date(now.getTime() - 86_400_000),
      },
    ])
    .onConflictDoNothing();
}
