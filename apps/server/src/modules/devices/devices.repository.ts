import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { users } from '../users/users.schema';
import { devices } from './devices.schema';

export type DeviceRow = typeof devices.$inferSelect;

export function createDevicesRepository(db: Executor) {
  return {
    async list(userId: string, tx: Executor = db): Promise<DeviceRow[]> {
      return tx.select().from(devices).where(eq(devices.userId, userId)).orderBy(desc(devices.createdAt));
    },

    find(userId: string, deviceIdentifier: string, tx: Executor = db): Promise<DeviceRow | undefined> {
      return firstRow(
        tx
          .select()
          .from(devices)
          .where(and(eq(devices.userId, userId), eq(devices.deviceIdentifier, deviceIdentifier))),
      );
    },

    async countActive(userId: string, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(devices)
        .where(and(eq(devices.userId, userId), eq(devices.isActive, true)));
      return row?.n ?? 0;
    },

    /** Serialises device changes of one member, so two activations cannot both pass the limit. */
    async lockMember(userId: string, tx: Executor): Promise<void> {
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    },

    async insert(values: typeof devices.$inferInsert, tx: Executor = db): Promise<void> {
      await tx.insert(devices).values(values);
    },

    async update(
      userId: string,
      deviceIdentifier: string,
      values: Partial<Pick<DeviceRow, 'isActive' | 'model' | 'platform' | 'userAgent' | 'lastUsedAt'>>,
      tx: Executor = db,
    ): Promise<void> {
      await tx
        .update(devices)
        .set(values)
        .where(and(eq(devices.userId, userId), eq(devices.deviceIdentifier, deviceIdentifier)));
    },

    /** Stamps the device's last use (and its User-Agent) unless it was stamped within `precisionSeconds`. */
    async recordUse(
      userId: string,
      deviceIdentifier: string,
      userAgent: string | undefined,
      precisionSeconds: number,
      tx: Executor = db,
    ): Promise<void> {
      await tx
        .update(devices)
        .set({ lastUsedAt: sql`now()`, userAgent: userAgent ?? sql`${devices.userAgent}` })
        .where(
          and(
            eq(devices.userId, userId),
            eq(devices.deviceIdentifier, deviceIdentifier),
            or(
              isNull(devices.lastUsedAt),
              lt(devices.lastUsedAt, sql`now() - make_interval(secs => ${precisionSeconds})`),
            ),
          ),
        );
    },

    async remove(userId: string, deviceIdentifier: string, tx: Executor = db): Promise<boolean> {
      const removed = await tx
        .delete(devices)
        .where(and(eq(devices.userId, userId), eq(devices.deviceIdentifier, deviceIdentifier)))
        .returning({ id: devices.deviceIdentifier });
      return removed.length > 0;
    },
  };
}
