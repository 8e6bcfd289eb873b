import { PASSWORD_MIN_LENGTH } from '@crewcast/contracts/constants/account';
import type { Translate } from '@/lib/i18n/translate';

/** Checks done before a request is sent; the server checks everything again. */
export type FieldCheck = (value: string, t: Translate) => string | null;

export const required: FieldCheck = (value, t) => (value.trim() ? null : t('form.required'));

export const emailAddress: FieldCheck = (value, t) =>
  required(value, t) ?? (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : t('form.invalidEmail'));

/** SPEC section 5: the only password rule shown is the minimum length. */
export const newPassword: FieldCheck = (value, t) =>
  required(value, t) ?? (value.length >= PASSWORD_MIN_LENGTH ? null : t('account.error.weakPassword'));

export const sixDigitCode: FieldCheck = (value, t) =>
  required(value, t) ?? (/^\d{6}$/.test(value.trim()) ? null : t('form.invalidCode'));

/** Runs each field's check; returns the messages of those that failed (empty when all passed). */
export function checkFields(
  checks: Record<string, [value: string, check: FieldCheck]>,
  t: Translate,
): Record<string, string> {
  const failures: Record<string, string> = {};
  for (const [name, [value, check]] of Object.entries(checks)) {
    const message = check(value, t);
    if (message) failures[name] = message;
  }
  return failures;
}
