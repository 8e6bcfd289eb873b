import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { RemoteConfig, RemoteConfigKey } from '@crewcast/contracts/config';
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_DATA_DIR } from '../server-settings';

const CLI = fileURLToPath(new URL('../../apps/server/dist/cli.js', import.meta.url));

/** Changes one site setting with the operator command on the suite's own server, and waits until it says so. */
export async function setSiteSetting<K extends RemoteConfigKey>(
  request: APIRequestContext,
  key: K,
  value: RemoteConfig[K],
): Promise<void> {
  await promisify(execFile)('node', [CLI, 'set-config', key, JSON.stringify(value)], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DEMO: 'false' },
  });
  await expect
    .poll(async () => ((await (await request.get('/v1/remoteconfig')).json()) as RemoteConfig)[key])
    .toBe(value);
}
