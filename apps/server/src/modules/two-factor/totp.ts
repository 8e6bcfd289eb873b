import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS } from '@crewcast/contracts/two-factor';

const PERIOD_SECONDS = 30;
/** Codes one step either side of now are accepted, for clocks a little apart and codes typed slowly. */
const WINDOW_STEPS = 1;

function totpOf(secret: string, issuer = '', label = '') {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: PERIOD_SECONDS,
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), base32. */
export function createTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address authenticator apps read (from a link or a QR code). */
export function totpUri(secret: string, issuer: string, label: string): string {
  return totpOf(secret, issuer, label).toString();
}

/** The time step a code belongs to, or undefined when it matches none within the window around `at`. */
export function matchTotpStep(secret: string, code: string, at: Date): number | undefined {
  const timestamp = at.getTime();
  const delta = totpOf(secret).validate({ token: code, timestamp, window: WINDOW_STEPS });
  if (delta === null) return undefined;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
}
