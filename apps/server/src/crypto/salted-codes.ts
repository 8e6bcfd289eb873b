import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (code: string, salt: string, keylen: number) => Promise<Buffer>;

const KEY_LENGTH = 32;

// Short codes (six digits are a million guesses): a salted, deliberately slow hash keeps a copied table from giving
// up live codes.
function derive(code: string, salt: string): Promise<Buffer> {
  return scryptAsync(code, salt, KEY_LENGTH);
}

/** The salt and hash a short code (mailed, or printed for a member) is stored under. */
export async function hashSaltedCode(code: string): Promise<{ salt: string; codeHash: string }> {
  const salt = randomBytes(16).toString('base64url');
  return { salt, codeHash: (await derive(code, salt)).toString('hex') };
}

/** Whether a stored salted hash is that of the code given. */
export async function saltedCodeMatches(
  code: string,
  stored: { salt: string; codeHash: string },
): Promise<boolean> {
  const expected = Buffer.from(stored.codeHash, 'hex');
  const given = await derive(code, stored.salt);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
