import { THEME_VARIABLES } from '@crewcast/contracts/config';
import type { SiteSettings, SiteTheme, ThemeValues } from '@crewcast/contracts/site';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events';
import type { AuditService } from '../audit/audit.service';
import { defaultRemoteConfig, defaultTheme } from './config.defaults';
import { createConfigRepository } from './config.repository';
import { parseSetting, type ConfigService } from './config.service';

const defaultThemeValues = Object.fromEntries(
  THEME_VARIABLES.map((name) => [name, defaultTheme[name] ?? '']),
) as ThemeValues;

export interface ConfigAdminDependencies {
  db: Database;
  config: ConfigService;
  audit: AuditService;
  events: EventBus;
}

/**
 * The console's settings and theme: each change is checked as the operator command checks it, recorded in the
 * audit log in its transaction, and then this node's content cache is dropped (other nodes follow within their
 * cache time, as after the operator command).
 */
export function createConfigAdminService({ db, config, audit, events }: ConfigAdminDependencies) {
  const repository = createConfigRepository(db);

  async function readTheme(): Promise<ThemeValues> {
    const stored = new Map((await repository.listThemeVariables()).map((row) => [row.name, row.value]));
    return Object.fromEntries(
      THEME_VARIABLES.map((name) => [name, stored.get(name) ?? defaultThemeValues[name]]),
    ) as ThemeValues;
  }

  return {
    async settings(): Promise<SiteSettings> {
      config.forget();
      return { values: await config.getRemoteConfig(), defaults: defaultRemoteConfig };
    },

    async changeSetting(actorId: string, key: string, value: unknown): Promise<SiteSettings> {
      const setting = parseSetting(key, value);
      await db.transaction(async (tx) => {
        const stored = (await repository.listSettings(tx)).find((row) => row.key === setting.key);
        await repository.saveSettings({ [setting.key]: setting.value }, { overwrite: true }, tx);
        await audit.record(tx, {
          actorId,
          action: 'site.setting',
          target: { type: 'setting', id: setting.key },
          before: stored ? stored.value : defaultRemoteConfig[setting.key],
          after: setting.value,
        });
      });
      events.emit('site.changed', { part: 'remote-config' });
      return this.settings();
    },

    async theme(): Promise<SiteTheme> {
      return { values: await readTheme(), defaults: defaultThemeValues };
    },

    /** Saves the whole theme; the audit entry names only the variables that changed. */
    async changeTheme(actorId: string, values: ThemeValues): Promise<SiteTheme> {
      await db.transaction(async (tx) => {
        const stored = new Map((await repository.listThemeVariables(tx)).map((row) => [row.name, row.value]));
        const changed = THEME_VARIABLES.filter(
          (name) => (stored.get(name) ?? defaultThemeValues[name]) !== values[name],
        );
        if (changed.length === 0) return;
        await repository.saveThemeVariables(values, tx);
        await audit.record(tx, {
          actorId,
          action: 'site.theme',
          target: { type: 'theme', id: 'theme' },
          before: Object.fromEntries(
            changed.map((name) => [name, stored.get(name) ?? defaultThemeValues[name]]),
          ),
          after: Object.fromEntries(changed.map((name) => [name, values[name]])),
        });
      });
      events.emit('site.changed', { part: 'theme' });
      return this.theme();
    },
  };
}

export type ConfigAdminService = ReturnType<typeof createConfigAdminService>;
