import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createTranslator } from '@/lib/i18n/translate';
import { IntegrityError } from '@/lib/integrity';
import { englishStrings } from '../../../../server/src/modules/localisation/strings.en';
import { accountFormErrors, type AccountForm } from './account-errors';

const t = createTranslator(
  Object.entries(englishStrings).map(([stringSlug, text]) => ({
    stringSlug,
    text,
    fallBackLanguageTranslation: text,
    requiresTranslation: false,
  })),
);

const refusal = (
  status: number,
  error: string,
  message: string,
  extra: { code?: number; fields?: Record<string, string[]> } = {},
) => new ApiError(status, { error, message, ...extra });

const errorsOf = (error: unknown, form: AccountForm, fields: string[] = []) =>
  accountFormErrors(error, t, form, fields);

describe('account form errors (SPEC section 8)', () => {
  it('current password refused: beside the password field of the email change and deletion forms', () => {
    for (const form of ['change-email', 'delete-account'] as const) {
      expect(
        errorsOf(refusal(401, 'INVALID_CREDENTIALS', 'anything'), form, ['newEmail', 'password']),
      ).toEqual({ fields: { password: 'That is not your current password.' } });
      expect(errorsOf(refusal(409, 'PASSWORD_NOT_SET', 'anything'), form, ['password']).fields.password).toBe(
        'Your account has no password yet. Set one with “Forgotten password” on the login page, then try again.',
      );
    }
  });

  it('login, 401: Invalid Email or Password.', () => {
    expect(errorsOf(refusal(401, 'INVALID_CREDENTIALS', 'anything'), 'login').form).toBe(
      'Invalid Email or Password.',
    );
  });

  it('register, 409: This account already exists.', () => {
    expect(errorsOf(refusal(409, 'ACCOUNT_EXISTS', 'anything'), 'register').form).toBe(
      'This account already exists.',
    );
  });

  it('register, error code 1011: too many accounts', () => {
    expect(errorsOf(refusal(429, 'TOO_MANY_ACCOUNTS', 'anything', { code: 1011 }), 'register').form).toBe(
      'You have registered too many accounts. Please wait at least 1 hour before registering again.',
    );
  });

  it('register, display name error: its first message, beside the field', () => {
    const error = refusal(400, 'DISPLAY_NAME', 'Display name must be between 3 and 24 characters.', {
      fields: {
        displayName: [
          'Display name must be between 3 and 24 characters.',
          'Display name can only contain letters, numbers, spaces, dots, dashes and underscores.',
        ],
      },
    });
    expect(errorsOf(error, 'register', ['displayName'])).toEqual({
      fields: { displayName: 'Display name must be between 3 and 24 characters.' },
    });
  });

  it('wrong password or unknown user elsewhere: Invalid Email or Password.', () => {
    expect(
      errorsOf(refusal(401, 'INVALID_CREDENTIALS', 'x'), 'change-password', ['passwordOld']).fields
        .passwordOld,
    ).toBe('Invalid Email or Password.');
  });

  it('email already in use: Email address is already in use.', () => {
    expect(errorsOf(refusal(409, 'EMAIL_IN_USE', 'x'), 'change-email', ['newEmail']).fields.newEmail).toBe(
      'Email address is already in use.',
    );
  });

  it('sign-in with Google or Apple into an account that never confirmed the address: how to confirm it', () => {
    expect(errorsOf(refusal(409, 'EMAIL_UNCONFIRMED', 'x'), 'login').form).toBe(
      'An account with this email address has not confirmed it yet. Log in with its password (or reset the password), confirm the address, then try again.',
    );
  });

  it('too many failed logins: the temporary lock message', () => {
    expect(errorsOf(refusal(423, 'ACCOUNT_LOCKED', 'x'), 'login').form).toBe(
      'Access to this account has been temporarily disabled due to many failed login attempts. You can immediately restore it by resetting your password or you can try again later',
    );
  });

  it('weak password: Password should be at least 6 characters, beside the new password', () => {
    expect(errorsOf(refusal(400, 'WEAK_PASSWORD', 'x'), 'register', ['password']).fields.password).toBe(
      'Password should be at least 6 characters',
    );
    expect(
      errorsOf(refusal(400, 'WEAK_PASSWORD', 'x'), 'reset-password', ['passwordNew']).fields.passwordNew,
    ).toBe('Password should be at least 6 characters');
  });

  it('any other account error: the server’s message', () => {
    expect(
      errorsOf(refusal(429, 'RATE_LIMITED', 'Too many requests. Try again in 1 minute.'), 'login').form,
    ).toBe('Too many requests. Try again in 1 minute.');
  });

  it('field errors of a refused request go beside their fields, others to the form', () => {
    const error = refusal(400, 'VALIDATION', 'Some fields are not valid.', {
      fields: { email: ['Enter a valid email address.'], 'device.model': ['Too small'] },
    });
    expect(errorsOf(error, 'login', ['email', 'password'])).toEqual({
      form: 'Too small',
      fields: { email: 'Enter a valid email address.' },
    });
  });

  it('a wrong or expired code, beside the code field; a used verification link, for the page', () => {
    const error = refusal(400, 'INVALID_CODE', 'x');
    expect(errorsOf(error, 'reset-password', ['code']).fields.code).toBe(
      'That code is not valid or has expired.',
    );
    expect(errorsOf(error, 'verify-email').form).toBe('This link is not valid or has expired.');
  });

  it('the bot check failing, and Turnstile, which this site cannot run', () => {
    expect(errorsOf(refusal(403, 'INTEGRITY', 'x'), 'login').form).toBe(
      'The bot check failed. Please try again.',
    );
    expect(errorsOf(new IntegrityError('unsolved'), 'login').form).toBe(
      'The bot check failed. Please try again.',
    );
    expect(errorsOf(new IntegrityError('turnstile-unsupported'), 'login').form).toContain(
      'Cloudflare Turnstile',
    );
  });

  it('no answer at all: a connection problem', () => {
    expect(errorsOf(new TypeError('Failed to fetch'), 'login').form).toBe(
      'We couldn’t reach the server. Check your connection and try again.',
    );
  });
});
