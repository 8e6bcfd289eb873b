/**
 * The plain values of two-factor.ts, kept apart from its schemas so that the web app imports them without zod;
 * two-factor.ts re-exports them.
 */

/** Digits of a code from an authenticator app. */
export const TOTP_DIGITS = 6;
/** Recovery codes given at once; each works once. */
export const RECOVERY_CODE_COUNT = 10;
export const PASSKEY_NAME_MAX_LENGTH = 60;

/** What a second step may be answered with. */
export const SECOND_FACTOR_METHODS = ['totp', 'passkey', 'recovery-code'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];
