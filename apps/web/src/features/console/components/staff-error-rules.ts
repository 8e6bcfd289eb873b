import type { ErrorRules } from '@/lib/errors/request-errors';

/**
 * How console forms read a refusal: the server writes its messages for staff, so they are shown as given, on
 * the fields named here (server name -> form field, or the same name); `fallback` covers an answer that says
 * nothing and a request that never arrived.
 */
export function staffErrorRules(
  fallback: string,
  fields: readonly string[] | Readonly<Record<string, string>> = [],
): ErrorRules {
  return {
    fields: Array.isArray(fields) ? Object.fromEntries(fields.map((name) => [name, name])) : fields,
    asGiven: 'all',
    network: fallback,
    fallback,
  };
}
