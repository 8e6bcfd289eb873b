import {
  RemoteConfigSchema,
  THEME_VARIABLES,
  type RemoteConfig,
  type RemoteConfigKey,
} from '@crewcast/contracts/config';
import type { z } from 'zod';
import { AppError } from '../../http/errors';
import { defaultRemoteConfig } from './config.defaults';
import type { ConfigRepository } from './config.repository';

const themeVariableNames = new Set<string>(THEME_VARIABLES);
// A value may not close the declaration or the rule it sits in.
const safeCssValue = /^[^;{}<>]*$/;

/**
 * One setting checked as the remote config checks it: a key it has, and a value of that key's kind. The one rule
 * for every way a setting is changed (the operator command and the console).
 */
export function parseSetting(key: string, value: unknown): { key: RemoteConfigKey; value: unknown } {
  const shape: Record<string, z.ZodType> = RemoteConfigSchema.shape;
  const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
  if (!field) throw new AppError('NOT_FOUND', `There is no setting called ${key}.`);
  const parsed = field.safeParse(value);
  if (!parsed.success) {
    const reason = parsed.error.issues[0]?.message ?? 'not valid';
    throw new AppError('BAD_REQUEST', `${JSON.stringify(value)} is not a valid ${key}: ${reason}`, {
      fields: { value: [reason] },
    });
  }
  return { key: key as RemoteConfigKey, value: parsed.data };
}

export function createConfigService(
  repository: ConfigRepository,
  log: { warn(obj: object, msg: string): void },
  /** Milliseconds a read is reused: settings are read on many requests and change rarely. */
  ttlMs = 0,
) {
  let cached: { value: Promise<RemoteConfig>; expires: number } | undefined;

  /** Stored settings over the defaults; a stored value that fails validation falls back and is logged. */
  async function readRemoteConfig(): Promise<RemoteConfig> {
    const stored = Object.fromEntries((await repository.listSettings()).map((row) => [row.key, row.value]));
    const merged = { ...defaultRemoteConfig, ...stored };
    const parsed = RemoteConfigSchema.safeParse(merged);
    if (parsed.success) return parsed.data;
    const invalidKeys = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    log.warn(
      { invalidKeys: [...invalidKeys] },
      'stored remote config has invalid values; using defaults for them',
    );
    const repaired = Object.fromEntries(Object.entries(merged).filter(([key]) => !invalidKeys.has(key)));
    return RemoteConfigSchema.parse({ ...defaultRemoteConfig, ...repaired });
  }

  return {
    getRemoteConfig(): Promise<RemoteConfig> {
      if (cached && cached.expires > Date.now()) return cached.value;
      const value = readRemoteConfig();
      cached = { value, expires: Date.now() + ttlMs };
      value.catch(() => (cached = undefined));
      return value;
    },

    /**
     * Stores one setting (the operator's `set-config`), refusing a key the remote config does not have or a value
     * it would not accept. Nodes pick the change up when their cached read expires.
     */
    async saveSetting(key: string, value: unknown): Promise<void> {
      const setting = parseSetting(key, value);
      await repository.saveSettings({ [setting.key]: setting.value }, { overwrite: true });
      cached = undefined;
    },

    /** Drops this node's cached read after a change; other nodes drop theirs when it expires. */
    forget(): void {
      cached = undefined;
    },

    /** The theme as CSS custom properties on :root, with only known variables and safe values. */
    async getThemeCss(): Promise<string> {
      const declarations = (await repository.listThemeVariables())
        .filter((row) => themeVariableNames.has(row.name) && safeCssValue.test(row.value))
        .map((row) => `  ${row.name}: ${row.value};`);
      return `:root {\n${declarations.join('\n')}\n}\n`;
    },
  };
}

export type ConfigService = ReturnType<typeof createConfigService>;
