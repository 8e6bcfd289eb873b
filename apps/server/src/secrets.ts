import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret from configuration, or one generated on first use and kept under DATA_DIR/secrets.
 * Several nodes must share it: set it in the environment for them.
 */
export async function resolveSecret(configured: string, dataDir: string, name: string): Promise<string> {
  if (configured) return configured;
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    const secret = randomBytes(48).toString('base64url');
    // 'wx' fails if another process wrote it first; then that one's secret wins.
    await fs.writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return (await fs.readFile(file, 'utf8')).trim();
  }
}
