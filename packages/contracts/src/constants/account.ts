/**
 * The plain values of account.ts, kept apart from its schemas so that the web app imports them without zod;
 * account.ts re-exports them.
 */

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const DISPLAY_NAME_MIN_LENGTH = 3;
export const DISPLAY_NAME_MAX_LENGTH = 24;

/** Account types of SPEC section 3. */
export const AccountType = { Normal: 0, Free: 1, Official: 2, Creator: 3 } as const;

/** The header that carries a solved bot-protection token. */
export const INTEGRITY_HEADER = 'x-integrity-token';
