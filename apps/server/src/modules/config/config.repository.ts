import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { remoteConfigSettings, themeVariables } from './config.schema';

export function createConfigRepository(db: Executor) {
  return {
    async listSettings(tx: Executor = db) {
      return tx
        .select({ key: remoteConfigSettings.key, value: remoteConfigSettings.value })
        .from(remoteConfigSettings);
    },

    /** Writes the given keys; with `overwrite: false` keys already stored keep their value. */
    async saveSettings(values: Record<string, unknown>, options: { overwrite: boolean }, tx: Executor = db) {
      const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
      if (rows.length === 0) return;
      const insert = tx.insert(remoteConfigSettings).values(rows);
      await (options.overwrite
        ? insert.onConflictDoUpdate({
            target: remoteConfigSettings.key,
            set: { value: sql`excluded.value`, updatedAt: sql`now()` },
          })
        : insert.onConflictDoNothing());
    },

    async listThemeVariables(tx: Executor = db) {
      return tx
        .select({ name: themeVariables.name, value: themeVariables.value })
        .from(themeVariables)
        .orderBy(themeVariables.name);
    },

    async saveThemeVariables(values: Record<string, string>, tx: Executor = db) {
      const rows = Object.entries(values).map(([name, value]) => ({ name, value }));
      if (rows.length === 0) return;
      await tx
        .insert(themeVariables)
        .values(rows)
        .onConflictDoUpdate({
          target: themeVariables.name,
          set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        });
    },

    async saveMissingThemeVariables(values: Record<string, string>, tx: Executor = db) {
      const rows = Object.entries(values).map(([name, value]) => ({ name, value }));
      if (rows.length > 0) await tx.insert(themeVariables).values(rows).onConflictDoNothing();
    },
  };
}

export type ConfigRepository = ReturnType<typeof createConfigRepository>;
