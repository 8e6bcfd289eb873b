import { randomInt } from 'node:crypto';

/** Wrong tries one code takes before it, and every other outstanding code of its kind, is void. */
export const CODE_ATTEMPTS = 5;

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
