import { describe, expect, it } from 'vitest';
import { createRecoveryCodes, recoveryCodeMatches } from './recovery-codes';

describe('recovery codes', () => {
  it('are ten distinct codes, each kept only as a hash with a salt of its own', async () => {
    const { codes, stored } = await createRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(stored.map((entry) => entry.salt)).size).toBe(10);
    expect(stored.some((entry) => entry.codeHash.includes(codes[0]!.replace('-', '')))).toBe(false);
  });

  it('match as typed in any case, with or without the dash, and match only their own hash', async () => {
    const { codes, stored } = await createRecoveryCodes();
    const [first, second] = codes as [string, string];
    expect(await recoveryCodeMatches(stored[0]!, first)).toBe(true);
    expect(await recoveryCodeMatches(stored[0]!, ` ${first.toUpperCase().replace('-', ' ')} `)).toBe(true);
    expect(await recoveryCodeMatches(stored[0]!, second)).toBe(false);
    expect(await recoveryCodeMatches(stored[1]!, first)).toBe(false);
  });
});
