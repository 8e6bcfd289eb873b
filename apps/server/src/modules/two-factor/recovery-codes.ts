import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@crewcast/contracts/two-factor';
import { hashSaltedCode, saltedCodeMatches } from '../../crypto/salted-codes';

// No 0/o, 1/i/l: codes are read off paper and typed by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

/** What a member typed, as codes are compared: lower case, without spaces or dashes. */
export function normaliseCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** A fresh set of codes to show once (xxxxx-xxxxx) and the salted hashes that are kept. */
export async function createRecoveryCodes(): Promise<{
  codes: string[];
  stored: { salt: string; codeHash: string }[];
}> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  const stored = await Promise.all(codes.map((code) => hashSaltedCode(normaliseCode(code))));
  return { codes, stored };
}

/** Whether a stored code is the one typed. */
export function recoveryCodeMatches(
  stored: { salt: string; codeHash: string },
  code: string,
): Promise<boolean> {
  return saltedCodeMatches(normaliseCode(code), stored);
}
