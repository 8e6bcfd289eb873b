import { ApiError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n/translate';

/** What a form shows after a refusal: a message for the whole form, and messages next to its fields. */
export interface FormErrors {
  /** Shown above the form's button (or in a toast). */
  form?: string;
  /** By the form's own field names. */
  fields: Record<string, string>;
}

/** How one form reads the server's refusals. Every message is a translation slug unless SPEC shows it as given. */
export interface ErrorRules {
  /** Error codes with their own words: 'PAYMENT_DECLINED' -> 'payment.error.declined'. */
  codes?: Readonly<Record<string, string>>;
  /** The server's field names the form shows, and the form field each lands on: 'card.expMonth' -> 'expiry'. */
  fields?: Readonly<Record<string, string>>;
  /** The words for a form field the server refused; a field without them shows the server's message. */
  fieldSlugs?: Readonly<Record<string, string>>;
  /** Error codes whose message SPEC shows as the server wrote it (a coupon's 400, a display name). */
  asGiven?: readonly string[];
  /** Anything else. */
  fallback: string;
}

const NETWORK_SLUG = 'common.error.network';

/** The one way from a failed request to what the member reads. */
export function requestErrors(error: unknown, t: Translate, rules: ErrorRules): FormErrors {
  if (!(error instanceof ApiError)) return { form: t(NETWORK_SLUG), fields: {} };
  const body = error.body;
  if (!body) return { form: t(rules.fallback), fields: {} };
  const slug = rules.codes?.[body.error];
  if (slug) return { form: t(slug), fields: {} };

  const fields: Record<string, string> = {};
  for (const [name, [message]] of Object.entries(body.fields ?? {})) {
    const field = rules.fields?.[name];
    if (!field || !message || fields[field]) continue;
    const fieldSlug = rules.fieldSlugs?.[field];
    fields[field] = fieldSlug ? t(fieldSlug) : message;
  }
  if (Object.keys(fields).length > 0) return { fields };
  if (rules.asGiven?.includes(body.error)) return { form: body.message, fields: {} };
  return { form: t(rules.fallback), fields: {} };
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
