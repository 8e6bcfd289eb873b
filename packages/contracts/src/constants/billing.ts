/**
 * The plain values of billing.ts, kept apart from its schemas so that the web app imports them without zod;
 * billing.ts re-exports them.
 */

/** The header that makes a purchase safe to repeat: the same key never pays twice. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
