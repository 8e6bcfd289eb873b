import { hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The shortest secret accepted, whether configured or read from its file. */
export const MIN_SECRET_LENGTH = 32;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The secret kept in `file`, or undefined when there is none yet; a short or empty one stops start-up. */
async function readSecretFile(file: string): Promise<string | undefined> {
  const text = await fs.readFile(file, 'utf8').catch((error: unknown) => {
    if (isMissing(error)) return undefined;
    throw error;
  });
  if (text === undefined) return undefined;
  const secret = text.trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `The secret file ${file} is empty or shorter than ${MIN_SECRET_LENGTH} characters. Restore it from a ` +
        'backup, or delete it to have a new one generated (what was signed or encrypted with it stops working).',
    );
  }
  return secret;
}

/** Writes a new secret to a file of its own, flushed to disk, and links it into place unless one is there. */
async function placeNewSecret(file: string, generate: () => string): Promise<void> {
  const draft = `${file}.${randomUUID()}.tmp`;
  const handle = await fs.open(draft, 'wx', 0o600);
  try {
    await handle.writeFile(generate());
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    // A link is all or nothing, so a crash never leaves a part-written secret; it fails if another process
    // placed its secret first, and that one wins.
    await fs.link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
}

/**
 * A secret from configuration (its length is checked with the configuration), or one generated on first use and
 * kept under DATA_DIR/secrets (random bytes, unless the secret is a key of a given form). Several nodes must share
 * it: set it in the environment for them.
 */
export async function resolveSecret(
  configured: string,
  dataDir: string,
  name: string,
  generate: () => string = () => randomBytes(48).toString('base64url'),
): Promise<string> {
  if (configured) return configured;
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  const kept = await readSecretFile(file);
  if (kept !== undefined) return kept;
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await placeNewSecret(file, generate);
  return (await readSecretFile(file)) as string;
}

/** A key of its own for one purpose, derived from a secret (HKDF-SHA256), so no two uses share a key. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', `crewcast:${purpose}`, 32));
}
