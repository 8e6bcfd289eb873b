import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createTotpSecret, matchTotpStep, totpUri } from './totp';

const at = new Date('2026-03-01T12:00:10Z');
const codeAt = (secret: string, offsetSeconds: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() + offsetSeconds * 1000 });
const stepOf = (offsetSeconds: number) => Math.floor((at.getTime() + offsetSeconds * 1000) / 30_000);

describe('authenticator app codes', () => {
  it('accepts the code of the current step and of one step either side, naming the step', () => {
    const secret = createTotpSecret();
    expect(matchTotpStep(secret, codeAt(secret, 0), at)).toBe(stepOf(0));
    expect(matchTotpStep(secret, codeAt(secret, -30), at)).toBe(stepOf(-30));
    expect(matchTotpStep(secret, codeAt(secret, 30), at)).toBe(stepOf(30));
  });

  it('refuses codes two steps away, and codes of another secret', () => {
    const secret = createTotpSecret();
    expect(matchTotpStep(secret, codeAt(secret, -60), at)).toBeUndefined();
    expect(matchTotpStep(secret, codeAt(secret, 60), at)).toBeUndefined();
    expect(matchTotpStep(secret, codeAt(createTotpSecret(), 0), at)).toBeUndefined();
  });

  it('makes 160-bit secrets and an otpauth address apps read', () => {
    const secret = createTotpSecret();
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    expect(totpUri(secret, 'Crewcast', 'a@b.test')).toBe(
      `otpauth://totp/Crewcast:a%40b.test?issuer=Crewcast&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
