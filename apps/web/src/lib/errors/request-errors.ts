import { ApiError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n/translate';

/** What a form shows after a refusal: a message for the whole form, and messages next to its fields. */
export interface FormErrors {
  /** Shown above the form's button (or in a toast). */
  form?: string;
  /** By the form's own field names. */
  fields: Record<string, string>;
}

/** Words for the whole form, or for one of its fields (the whole form's when the form does not show it). */
export type ErrorWords = string | { field: string | undefined; slug: string };

/** How one form reads the server's refusals. Every message is a translation slug unless SPEC shows it as given. */
export interface ErrorRules {
  /** Answers with their own words by HTTP status, checked first: 401 -> 'account.error.invalidCredentials'. */
  statuses?: Readonly<Record<number, ErrorWords>>;
  /** By the numeric code some answers carry (SPEC section 8: 1011, too many accounts). */
  numericCodes?: Readonly<Record<number, ErrorWords>>;
  /** By error code: 'PAYMENT_DECLINED' -> 'payment.error.declined'. */
  codes?: Readonly<Record<string, ErrorWords>>;
  /** The server's field names the form shows, and the form field each lands on: 'card.expMonth' -> 'expiry'. */
  fields?: Readonly<Record<string, string>>;
  /** The words for a form field the server refused; a field without them shows the server's message. */
  fieldSlugs?: Readonly<Record<string, string>>;
  /** Error codes whose message SPEC shows as the server wrote it (a coupon's 400), or 'all' (account errors). */
  asGiven?: readonly string[] | 'all';
  /** A request that never reached the server; 'common.error.network' unless the form has its own. */
  network?: string;
  /** Anything else. */
  fallback: string;
}

const NETWORK_SLUG = 'common.error.network';

/** The one way from a failed request to what the member reads. */
export function requestErrors(error: unknown, t: Translate, rules: ErrorRules): FormErrors {
  if (!(error instanceof ApiError)) return { form: t(rules.network ?? NETWORK_SLUG), fields: {} };
  const body = error.body;
  if (!body) return { form: t(rules.fallback), fields: {} };
  const words =
    rules.statuses?.[error.status] ??
    (body.code === undefined ? undefined : rules.numericCodes?.[body.code]) ??
    rules.codes?.[body.error];
  if (words) return wordsFor(words, t, rules);

  const fields: Record<string, string> = {};
  let elsewhere: string | undefined;
  for (const [name, [message]] of Object.entries(body.fields ?? {})) {
    if (!message) continue;
    const field = rules.fields?.[name];
    if (!field) {
      elsewhere ??= message;
      continue;
    }
    const fieldSlug = rules.fieldSlugs?.[field];
    fields[field] ??= fieldSlug ? t(fieldSlug) : message;
  }
  const asGiven = rules.asGiven === 'all' || (rules.asGiven?.includes(body.error) ?? false);
  if (Object.keys(fields).length > 0) return asGiven && elsewhere ? { form: elsewhere, fields } : { fields };
  return { form: asGiven ? (elsewhere ?? body.message) : t(rules.fallback), fields: {} };
}

function wordsFor(words: ErrorWords, t: Translate, rules: ErrorRules): FormErrors {
  if (typeof words === 'string') return { form: t(words), fields: {} };
  const shown = words.field !== undefined && Object.values(rules.fields ?? {}).includes(words.field);
  return shown && words.field
    ? { fields: { [words.field]: t(words.slug) } }
    : { form: t(words.slug), fields: {} };
}

/** One message for a failure shown on its own (a toast, a line under a dialog's fields). */
export function requestMessage(error: unknown, t: Translate, rules: ErrorRules): string {
  const { form, fields } = requestErrors(error, t, rules);
  return form ?? Object.values(fields)[0] ?? t(rules.fallback);
}

/** Logs a failure that is not the server's answer (a network fault, a bug): worth a line in the console. */
export function logUnexpected(error: unknown, what: string): void {
  if (!(error instanceof ApiError)) console.warn(`${what} failed`, error);
}
