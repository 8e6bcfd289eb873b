import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: string, keylen: number) => Promise<Buffer>;

/** Wrong tries one code takes before it, and every other outstanding code of its kind, is void. */
export const CODE_ATTEMPTS = 5;

const KEY_LENGTH = 32;

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

// Six digits are a million guesses: a salted, deliberately slow hash keeps a copied table from giving up live codes.
async function derive(code: string, salt: string): Promise<Buffer> {
  return scryptAsync(code, salt, KEY_LENGTH);
}

/** The salt and hash a code typed by a member is stored under. */
export async function hashCode(code: string): Promise<{ salt: string; codeHash: string }> {
  const salt = randomBytes(16).toString('base64url');
  return { salt, codeHash: (await derive(code, salt)).toString('hex') };
}

export async function codeMatches(
  code: string,
  stored: { salt: string; codeHash: string },
): Promise<boolean> {
  const expected = Buffer.from(stored.codeHash, 'hex');
  const given = await derive(code, stored.salt);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
