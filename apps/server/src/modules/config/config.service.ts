import { RemoteConfigSchema, THEME_VARIABLES, type RemoteConfig } from '@crewcast/contracts/config';
import type { z } from 'zod';
import { AppError } from '../../http/errors';
import { defaultRemoteConfig } from './config.defaults';
import type { ConfigRepository } from './config.repository';

const themeVariableNames = new Set<string>(THEME_VARIABLES);
// A value may not close the declaration or the rule it sits in.
const safeCssValue = /^[^;{}<>]*$/;

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
      const shape: Record<string, z.ZodType> = RemoteConfigSchema.shape;
      const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
      if (!field) throw new AppError('BAD_REQUEST', `There is no setting called ${key}.`);
      const parsed = field.safeParse(value);
      if (!parsed.success) {
        throw new AppError(
          'BAD_REQUEST',
          `${JSON.stringify(value)} is not a valid ${key}: ${parsed.error.issues[0]?.message}`,
        );
      }
      await repository.saveSettings({ [key]: parsed.data }, { overwrite: true });
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
