import {
  requestErrors,
  type ErrorRules,
  type ErrorWords,
  type FormErrors,
} from '@/lib/errors/request-errors';
import type { Translate } from '@/lib/i18n/translate';
import { IntegrityError } from '@/lib/integrity';
import { NotLoggedInError } from '@/lib/session';
import { PasskeyPromptError } from './passkey-prompts';

/** The account forms; each decides where its errors show. */
export type AccountForm =
  | 'login'
  | 'register'
  | 'forgotten-password'
  | 'reset-password'
  | 'change-email'
  | 'confirm-email'
  | 'change-password'
  | 'display-name'
  | 'verify-email'
  | 'delete-account'
  | 'second-step'
  | 'two-factor';

export type { FormErrors };

/** SPEC section 8: the register error code for too many accounts from one address. */
const TOO_MANY_ACCOUNTS_CODE = 1011;

const NEW_PASSWORD_FIELD: Partial<Record<AccountForm, string>> = {
  register: 'password',
  'reset-password': 'passwordNew',
  'change-password': 'passwordNew',
};

/** Forms that confirm a lasting change with the current password alone. */
const CURRENT_PASSWORD_FIELD: Partial<Record<AccountForm, string>> = {
  'change-email': 'password',
  'delete-account': 'password',
  'two-factor': 'password',
};

const EMAIL_FIELD: Partial<Record<AccountForm, string>> = {
  register: 'email',
  'change-email': 'newEmail',
};

/**
 * Turns a failed account request into what the form shows, in the words of SPEC section 8: the catalogue's
 * situations in translated text, display name errors and any other account error as the server put them.
 * Messages about fields the form does not show (`fieldNames`) go to the whole form.
 */
export function accountFormErrors(
  error: unknown,
  t: Translate,
  form: AccountForm,
  fieldNames: readonly string[],
): FormErrors {
  if (error instanceof IntegrityError) {
    const slug =
      error.reason === 'turnstile-unsupported' ? 'account.error.turnstile' : 'account.error.integrity';
    return { form: t(slug), fields: {} };
  }
  if (error instanceof NotLoggedInError) return { form: t('account.error.sessionEnded'), fields: {} };
  if (error instanceof PasskeyPromptError)
    return { form: t('account.twoFactor.passkey.cancelled'), fields: {} };
  return requestErrors(error, t, accountErrorRules(form, fieldNames));
}

/** Refusals only the second-factor screens meet: a factor already set up, a passkey answer that did not verify. */
const TWO_FACTOR_CODES: Readonly<Record<string, ErrorWords>> = {
  CONFLICT: 'account.twoFactor.error.conflict',
  BAD_REQUEST: 'account.twoFactor.passkey.failed',
};

function accountErrorRules(form: AccountForm, fieldNames: readonly string[]): ErrorRules {
  return {
    statuses:
      form === 'login'
        ? { 401: 'account.error.invalidCredentials' }
        : form === 'register'
          ? { 409: 'account.error.accountExists' }
          : undefined,
    numericCodes:
      form === 'register' ? { [TOO_MANY_ACCOUNTS_CODE]: 'account.error.tooManyAccounts' } : undefined,
    codes: {
      INVALID_CREDENTIALS:
        form === 'change-password'
          ? { field: 'passwordOld', slug: 'account.error.invalidCredentials' }
          : CURRENT_PASSWORD_FIELD[form]
            ? { field: CURRENT_PASSWORD_FIELD[form], slug: 'account.error.wrongPassword' }
            : 'account.error.invalidCredentials',
      PASSWORD_NOT_SET: { field: CURRENT_PASSWORD_FIELD[form], slug: 'account.error.passwordNotSet' },
      EMAIL_IN_USE: { field: EMAIL_FIELD[form], slug: 'account.error.emailInUse' },
      EMAIL_UNCONFIRMED:
        form === 'two-factor' ? 'account.twoFactor.error.emailUnconfirmed' : 'account.error.emailUnconfirmed',
      ACCOUNT_LOCKED: 'account.error.locked',
      WEAK_PASSWORD: { field: NEW_PASSWORD_FIELD[form], slug: 'account.error.weakPassword' },
      INVALID_CODE:
        form === 'verify-email'
          ? 'account.error.invalidLink'
          : form === 'two-factor'
            ? { field: 'proof', slug: 'account.twoFactor.error.proof' }
            : form === 'second-step'
              ? { field: 'code', slug: 'account.twoFactor.error.code' }
              : { field: 'code', slug: 'account.error.invalidCode' },
      SECOND_STEP_EXPIRED: 'login.secondStep.expired',
      ...(form === 'two-factor' || form === 'second-step' ? TWO_FACTOR_CODES : {}),
      INTEGRITY: 'account.error.integrity',
      SESSION_EXPIRED: 'account.error.sessionEnded',
      UNAUTHORIZED: 'account.error.sessionEnded',
    },
    fields: Object.fromEntries(fieldNames.map((name) => [name, name])),
    asGiven: 'all',
    network: 'account.error.network',
    fallback: 'account.error.unknown',
  };
}
