import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_SECRET_LENGTH, resolveSecret } from './secrets';

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'crewcast-secrets-'));
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

const secretsDir = () => path.join(dataDir, 'secrets');

describe('resolveSecret', () => {
  it('uses a configured secret as it is', async () => {
    const configured = 'c'.repeat(MIN_SECRET_LENGTH);
    expect(await resolveSecret(configured, dataDir, 'jwt-secret')).toBe(configured);
    await expect(fs.readdir(secretsDir())).rejects.toThrow();
  });

  it('generates one secret on first use, the same for every caller, and leaves only its file', async () => {
    const secrets = await Promise.all(
      Array.from({ length: 5 }, () => resolveSecret('', dataDir, 'jwt-secret')),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(MIN_SECRET_LENGTH);
    expect(await fs.readdir(secretsDir())).toEqual(['jwt-secret']);
    expect(await resolveSecret('', dataDir, 'jwt-secret')).toBe(secrets[0]);
  });

  it('refuses an empty or short secret file rather than sign with it', async () => {
    await fs.mkdir(secretsDir());
    await fs.writeFile(path.join(secretsDir(), 'jwt-secret'), '');
    await expect(resolveSecret('', dataDir, 'jwt-secret')).rejects.toThrow(/jwt-secret is empty or shorter/);
    await fs.writeFile(path.join(secretsDir(), 'altcha-hmac-key'), 'short\n');
    await expect(resolveSecret('', dataDir, 'altcha-hmac-key')).rejects.toThrow(/altcha-hmac-key/);
  });
});
