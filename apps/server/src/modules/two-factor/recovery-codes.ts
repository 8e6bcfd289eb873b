import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@crewcast/contracts/two-factor';

// No 0/o, 1/i/l: codes are read off paper and typed by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

/** What a member typed, as codes are compared: lower case, without spaces or dashes. */
export function normaliseCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

function hashCode(salt: string, code: string): string {
  return createHash('sha256')
    .update(`${salt}:${normaliseCode(code)}`)
    .digest('hex');
}

/** A fresh set of codes to show once (xxxxx-xxxxx) and the salted hashes that are kept. */
export function createRecoveryCodes(): { codes: string[]; stored: { salt: string; codeHash: string }[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  const stored = codes.map((code) => {
    const salt = randomBytes(16).toString('hex');
    return { salt, codeHash: hashCode(salt, code) };
  });
  return { codes, stored };
}

/** Whether a stored code is the one typed. */
export function recoveryCodeMatches(stored: { salt: string; codeHash: string }, code: string): boolean {
  return timingSafeEqual(
    Buffer.from(hashCode(stored.salt, code), 'hex'),
    Buffer.from(stored.codeHash, 'hex'),
  );
}
