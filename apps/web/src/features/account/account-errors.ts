import { ApiError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n/translate';
import { IntegrityError } from '@/lib/integrity';
import { NotLoggedInError } from '@/lib/session';

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
  | 'verify-email';

export interface FormErrors {
  /** A message for the whole form, shown above its button. */
  form?: string;
  /** Messages next to fields, by the field's name in the request body. */
  fields: Record<string, string>;
}

/** SPEC section 8: the register error code for too many accounts from one address. */
const TOO_MANY_ACCOUNTS_CODE = 1011;

const NEW_PASSWORD_FIELD: Partial<Record<AccountForm, string>> = {
  register: 'password',
  'reset-password': 'passwordNew',
  'change-password': 'passwordNew',
};

const EMAIL_FIELD: Partial<Record<AccountForm, string>> = {
  register: 'email',
  'change-email': 'newEmail',
};

const formError = (form: string): FormErrors => ({ form, fields: {} });

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
  const fieldError = (field: string | undefined, message: string): FormErrors =>
    field && fieldNames.includes(field) ? { fields: { [field]: message } } : formError(message);

  if (error instanceof IntegrityError) {
    return formError(
      t(error.reason === 'turnstile-unsupported' ? 'account.error.turnstile' : 'account.error.integrity'),
    );
  }
  if (error instanceof NotLoggedInError) return formError(t('account.error.sessionEnded'));
  if (!(error instanceof ApiError)) return formError(t('account.error.network'));
  const body = error.body;
  if (!body) return formError(t('account.error.unknown'));

  if (form === 'login' && error.status === 401) return formError(t('account.error.invalidCredentials'));
  if (form === 'register') {
    if (body.code === TOO_MANY_ACCOUNTS_CODE) return formError(t('account.error.tooManyAccounts'));
    if (error.status === 409) return formError(t('account.error.accountExists'));
  }

  switch (body.error) {
    case 'DISPLAY_NAME':
      return fieldError('displayName', body.fields?.displayName?.[0] ?? body.message);
    case 'INVALID_CREDENTIALS':
      return form === 'change-password'
        ? fieldError('passwordOld', t('account.error.invalidCredentials'))
        : formError(t('account.error.invalidCredentials'));
    case 'EMAIL_IN_USE':
      return fieldError(EMAIL_FIELD[form], t('account.error.emailInUse'));
    case 'ACCOUNT_LOCKED':
      return formError(t('account.error.locked'));
    case 'WEAK_PASSWORD':
      return fieldError(NEW_PASSWORD_FIELD[form], t('account.error.weakPassword'));
    case 'INVALID_CODE':
      return form === 'verify-email'
        ? formError(t('account.error.invalidLink'))
        : fieldError('code', t('account.error.invalidCode'));
    case 'INTEGRITY':
      return formError(t('account.error.integrity'));
    case 'SESSION_EXPIRED':
    case 'UNAUTHORIZED':
      return formError(t('account.error.sessionEnded'));
    case 'VALIDATION': {
      const messages = Object.entries(body.fields ?? {}).flatMap(([name, [first]]) =>
        first ? [[name, first] as const] : [],
      );
      const shown = messages.filter(([name]) => fieldNames.includes(name));
      const elsewhere = messages.find(([name]) => !fieldNames.includes(name));
      return {
        form: elsewhere?.[1] ?? (shown.length === 0 ? body.message : undefined),
        fields: Object.fromEntries(shown),
      };
    }
    default:
      return formError(body.message);
  }
}
